/** The installable app's notices, loaded after the first paint: update prompt and install suggestion. */
import { MotionBoundary } from "@/components/motion/motion-boundary.tsx";
import { InstallSuggestion } from "./install-suggestion.tsx";
import { UpdatePrompt } from "./update-prompt.tsx";

export function AppNotices() {
  return (
    <MotionBoundary>
      <UpdatePrompt />
      <InstallSuggestion />
    </MotionBoundary>
  );
}
