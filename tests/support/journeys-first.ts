/**
 * Order of the emulated files: the browser journeys, the longest files, go first, so the two
 * workers do not end with one of them still running a long journey. Within each group vitest's own
 * order holds: slowest first by the durations it cached, or largest first on a fresh clone.
 */
import { BaseSequencer, type TestSpecification } from "vitest/node";

export default class JourneysFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isJourney = (file: TestSpecification) => file.moduleId.includes("/tests/journeys/");
    return [...sorted.filter(isJourney), ...sorted.filter((file) => !isJourney(file))];
  }
}
