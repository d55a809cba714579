/**
 * The installable app's notices: the update prompt and the install suggestion. Their logic runs
 * from the first paint on; their animated view loads only when one has something to say.
 */
import { lazy, Suspense } from "react";
import { useOnceTrue } from "@/shop/lib/browser/use-once-true.ts";
import { useInstallSuggestion } from "../use-install-suggestion.ts";
import { useUpdatePrompt } from "../use-update-prompt.ts";

const NoticesView = lazy(() => import("./notices-view.tsx").then((m) => ({ default: m.NoticesView })));

export function AppNotices() {
  const update = useUpdatePrompt();
  const install = useInstallSuggestion();
  const needed = useOnceTrue(update.waiting || install.suggest);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NoticesView update={update} install={install} />
    </Suspense>
  );
}
