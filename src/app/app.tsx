import { lazy } from "react";
import { AfterFirstPaint } from "@/shop/components/after-first-paint.tsx";
import { AppRoutes, type LoadedPages } from "./router.tsx";

// Nothing toasts before the first paint; the component that draws toasts comes after it and shows
// any created meanwhile. One toaster for the shop and the back office alike.
const Toaster = lazy(() => import("@/shop/components/ui/toaster-view.tsx"));
const AppNotices = lazy(() =>
  import("@/shop/features/pwa/components/app-notices.tsx").then((m) => ({ default: m.AppNotices })),
);

/**
 * Inside a router (the browser's, or a static one on the server). Styles need no provider: the
 * shop's are a static stylesheet, and the back office brings its own Chakra provider. Each app
 * says when its page answers input (`markInteractive`).
 */
export function App({ loaded }: { loaded?: LoadedPages }) {
  return (
    <>
      <AppRoutes loaded={loaded} />
      <AfterFirstPaint>
        <Toaster />
        <AppNotices />
      </AfterFirstPaint>
    </>
  );
}
