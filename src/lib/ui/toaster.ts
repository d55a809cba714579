/**
 * Toasts: top-left, at most 3 visible, 4 s each (spec, section 9). This module is only the store
 * that the shop and the back office call; the component that draws toasts (the shop's
 * `toaster-view.tsx`, on every page) loads after the first paint, and shows whatever was created
 * before it arrived.
 */
import { createToaster } from "@ark-ui/react/toast";

export const toaster = createToaster({
  placement: "top-start",
  max: 3,
  duration: 4000,
  pauseOnPageIdle: true,
});
