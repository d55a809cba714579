import { ChakraProvider } from "@chakra-ui/react";
import { RouterProvider } from "react-router-dom";
import { Toaster } from "@/components/ui/toaster.tsx";
import { system } from "@/theme/system.ts";
import { router } from "./router.tsx";

export function App() {
  return (
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
      <Toaster />
    </ChakraProvider>
  );
}
