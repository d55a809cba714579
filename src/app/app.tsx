import { ChakraProvider } from "@chakra-ui/react";
import { lazy } from "react";
import { AfterFirstPaint } from "@/components/after-first-paint.tsx";
import { useActiveSystem } from "@/theme/active-system.ts";
import { AppRouter, type LoadedPages } from "./router.tsx";

// Nothing toasts before the first paint; the component that draws toasts comes after it and shows
// any created meanwhile.
const Toaster = lazy(() => import("@/components/ui/toaster-view.tsx"));
const AppNotices = lazy(() =>
  import("@/features/pwa/components/app-notices.tsx").then((m) => ({ default: m.AppNotices })),
);

/** Renders again only when the Chakra system changes: everything that changes lives below it. */
export function App({ loaded }: { loaded?: LoadedPages }) {
  return (
    <ChakraProvider value={useActiveSystem()}>
      <AppRouter loaded={loaded} />
      <AfterFirstPaint>
        <Toaster />
        <AppNotices />
      </AfterFirstPaint>
    </ChakraProvider>
  );
}
