import { ChakraProvider, type SystemContext } from "@chakra-ui/react";
import { lazy, useEffect } from "react";
import { AfterFirstPaint } from "@/shop/components/after-first-paint.tsx";
import { useActiveSystem } from "@/admin/theme/active-system.ts";
import { AppRoutes, type LoadedPages } from "./router.tsx";

// Nothing toasts before the first paint; the component that draws toasts comes after it and shows
// any created meanwhile.
const Toaster = lazy(() => import("@/shop/components/ui/toaster-view.tsx"));
const AppNotices = lazy(() =>
  import("@/shop/features/pwa/components/app-notices.tsx").then((m) => ({ default: m.AppNotices })),
);

export const INTERACTIVE_ATTRIBUTE = "data-interactive";

interface AppProps {
  loaded?: LoadedPages;
  /** On the server: the system to render with, whatever the browser has loaded. */
  system?: SystemContext;
}

/**
 * Inside a router (the browser's, or a static one on the server). Renders again only when the
 * Chakra system changes: everything that changes lives below it.
 */
export function App({ loaded, system }: AppProps) {
  const active = useActiveSystem();
  // Marks the page as answering input: a server-rendered page shows before it does.
  useEffect(() => document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, ""), []);
  return (
    <ChakraProvider value={system ?? active}>
      <AppRoutes loaded={loaded} />
      <AfterFirstPaint>
        <Toaster />
        <AppNotices />
      </AfterFirstPaint>
    </ChakraProvider>
  );
}
