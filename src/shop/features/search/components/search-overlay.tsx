/**
 * The search overlay: from 1024 px a command dialog, below a full-screen sheet from the top (spec:
 * search, desktop and mobile). Loaded after the first paint; the header's button opens it.
 */
import { CloseButton, Dialog, Drawer, Kbd, Portal, useMediaQuery } from "@chakra-ui/react";
import { SearchPanel } from "./search-panel.tsx";
import { dialogSlotRecipe, drawerSlotRecipe, kbdRecipe } from "@chakra-ui/react/theme";

export function SearchOverlay({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [isDesktop] = useMediaQuery(["(min-width: 1024px)"], { fallback: [false] });
  const close = () => onOpenChange(false);

  if (isDesktop) {
    return (
      <Dialog.Root
        recipe={dialogSlotRecipe}
        open={open}
        onOpenChange={(details) => onOpenChange(details.open)}
        placement="top"
        size="lg"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mt="16" maxH="70vh">
              <Dialog.Header pb="0">
                <Dialog.Title fontSize="sm" color="fg.muted" fontWeight="400">
                  Buscar{" "}
                  <Kbd recipe={kbdRecipe} size="sm">
                    Ctrl
                  </Kbd>{" "}
                  +{" "}
                  <Kbd recipe={kbdRecipe} size="sm">
                    K
                  </Kbd>
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body pt="3" minH="0" display="flex" flexDirection="column">
                <SearchPanel
                  placeholder="Buscar productos, colecciones, materiales..."
                  emptyQuery="all"
                  onChoose={close}
                />
              </Dialog.Body>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    );
  }

  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="top"
      size="full"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Buscar</Drawer.Title>
              <Drawer.CloseTrigger asChild>
                <CloseButton aria-label="Cerrar búsqueda" />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body display="flex" flexDirection="column" minH="0">
              <SearchPanel placeholder="Buscar" emptyQuery="none" onChoose={close} />
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
