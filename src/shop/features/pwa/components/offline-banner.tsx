/**
 * While there is no connection: what still works, and that nothing is lost.
 *
 * It floats over the bottom of the screen instead of taking a place in the page: it appears after
 * the first paint (or whenever the connection drops), and a banner pushed into the page then moves
 * everything under the shopper's eyes and finger. It lets taps through to whatever it covers (it
 * has nothing to tap itself), and a spacer as tall as it ends the page, so the last of the page can
 * still be scrolled out from under it.
 */
import { WifiOff } from "lucide-react";
import { useOnline } from "@/lib/browser/connectivity.ts";
import { Box, Container, HStack } from "@/styled-system/jsx";

const SAFE_AREA = { paddingBottom: "env(safe-area-inset-bottom)" };

export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <>
      {/* As tall as the banner's three lines at 360 px, two from 400, one from md. */}
      <Box aria-hidden h={{ base: "24", sm: "20", md: "14" }} style={SAFE_AREA} order="1" flexShrink="0" />
      <Box
        role="status"
        position="fixed"
        insetX="0"
        bottom="0"
        zIndex="banner"
        pointerEvents="none"
        bg="sand.800"
        color="sand.50"
        style={SAFE_AREA}
      >
        <Container maxW="7xl" px={{ base: "4", md: "6" }} py="2">
          <HStack gap="2" justify="center" fontSize="sm" textAlign="center">
            <WifiOff size={16} aria-hidden style={{ flexShrink: 0 }} />
            <p>
              Sin conexión: ves la tienda guardada en tu dispositivo. Tu carrito y tus favoritos están a
              salvo.
            </p>
          </HStack>
        </Container>
      </Box>
    </>
  );
}
