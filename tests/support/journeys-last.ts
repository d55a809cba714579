/**
 * Order of the emulated files: the browser journeys after the others. The Firestore emulator may
 * keep a closed page's listen session, and its listeners, for the rest of the run (most are ended
 * by tools/browser/listen-channels.ts, not all: a full run still logged thousands of messages
 * queued for pages long gone). Every later write then runs their queries again: after the journeys,
 * the files that write hundreds of documents one by one crawled (expire-holds.test.ts: 12 s alone,
 * 100–280 s there, past a test's 120 s limit in CI). Before them, no page has listened yet.
 * Within each group vitest's own order holds: slowest first by the durations it cached, or largest
 * first on a fresh clone.
 */
import { BaseSequencer, type TestSpecification } from "vitest/node";

export default class JourneysLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isJourney = (file: TestSpecification) => file.moduleId.includes("/tests/journeys/");
    return [...sorted.filter((file) => !isJourney(file)), ...sorted.filter(isJourney)];
  }
}
