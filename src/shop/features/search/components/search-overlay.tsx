/**
 * The search overlay: from 1024 px a command dialog, below a full-screen sheet from the top (spec:
 * search, desktop and mobile). Loaded after the first paint; the header's button opens it.
 */
import { Portal } from "@ark-ui/react/portal";
import { useMediaQuery } from "@/shop/lib/browser/use-media-query.ts";
import { CloseButton } from "@/shop/components/ui/close-button.tsx";
import * as Dialog from "@/shop/components/ui/dialog.tsx";
import * as Drawer from "@/shop/components/ui/drawer.tsx";
import { Kbd } from "@/shop/components/ui/kbd.tsx";
import { SearchPanel } from "./search-panel.tsx";

export function SearchOverlay({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const isDesktop = useMediaQuery("(min-width: 1024px)");
  const close = () => onOpenChange(false);

  if (isDesktop) {
    return (
      <Dialog.Root
        open={open}
        onOpenChange={(details) => onOpenChange(details.open)}
        placement="top"
        size="lg"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mt="16" maxH="[70vh]">
              <Dialog.Header pb="0">
                <Dialog.Title fontSize="sm" color="fg.muted" fontWeight="normal">
                  Buscar <Kbd size="sm">Ctrl</Kbd> + <Kbd size="sm">K</Kbd>
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body pt="3" minH="[0]" display="flex" flexDirection="column">
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
            <Drawer.Body display="flex" flexDirection="column" minH="[0]">
              <SearchPanel placeholder="Buscar" emptyQuery="none" onChoose={close} />
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
