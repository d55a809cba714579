import { ChakraProvider } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { RouterProvider } from "react-router-dom";
import { system } from "@/theme/system.ts";
import { router } from "./router.tsx";

// Nothing toasts before the first paint; its code need not hold the paint back.
const Toaster = lazy(() => import("@/components/ui/toaster-view.tsx"));

export function App() {
  return (
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ChakraProvider>
  );
}
