/** Under the header while there is no connection: what still works, and that nothing is lost. */
import { WifiOff } from "lucide-react";
import { useOnline } from "@/lib/browser/connectivity.ts";
import { Box, Container, HStack } from "@/styled-system/jsx";

export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Box role="status" bg="sand.800" color="sand.50">
      <Container maxW="7xl" px={{ base: "4", md: "6" }} py="2">
        <HStack gap="2" justify="center" fontSize="sm" textAlign="center">
          <WifiOff size={16} aria-hidden style={{ flexShrink: 0 }} />
          <p>
            Sin conexión: ves la tienda guardada en tu dispositivo. Tu carrito y tus favoritos están a salvo.
          </p>
        </HStack>
      </Container>
    </Box>
  );
}
