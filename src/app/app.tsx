import { ChakraProvider } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { useAfterFirstPaint } from "@/lib/browser/after-first-paint.ts";
import { useActiveSystem } from "@/theme/active-system.ts";
import { AppRouter } from "./router.tsx";

// Nothing toasts before the first paint; the component that draws toasts comes after it and shows
// any created meanwhile.
const Toaster = lazy(() => import("@/components/ui/toaster-view.tsx"));
const AppNotices = lazy(() =>
  import("@/features/pwa/components/app-notices.tsx").then((m) => ({ default: m.AppNotices })),
);

export function App() {
  const painted = useAfterFirstPaint();
  return (
    <ChakraProvider value={useActiveSystem()}>
      <AppRouter />
      <Suspense fallback={null}>
        {painted && (
          <>
            <Toaster />
            <AppNotices />
          </>
        )}
      </Suspense>
    </ChakraProvider>
  );
}
