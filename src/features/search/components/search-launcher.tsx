/**
 * The header's search button. From 1024 px it opens a command dialog (also on Cmd/Ctrl+K);
 * below, a full-screen sheet from the top (spec: search, desktop and mobile).
 */
import { CloseButton, Dialog, Drawer, IconButton, Kbd, Portal, useMediaQuery } from "@chakra-ui/react";
import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { SearchPanel } from "./search-panel.tsx";

export function SearchLauncher() {
  const [open, setOpen] = useState(false);
  const [isDesktop] = useMediaQuery(["(min-width: 1024px)"], { fallback: [false] });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  const close = () => setOpen(false);
  const trigger = (
    <IconButton variant="ghost" rounded="full" aria-label="Buscar" onClick={() => setOpen(true)}>
      <Search />
    </IconButton>
  );

  if (isDesktop) {
    return (
      <>
        {trigger}
        <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="top" size="lg">
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content mt="16" maxH="70vh">
                <Dialog.Header pb="0">
                  <Dialog.Title fontSize="sm" color="fg.muted" fontWeight="400">
                    Buscar <Kbd size="sm">Ctrl</Kbd> + <Kbd size="sm">K</Kbd>
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
      </>
    );
  }

  return (
    <>
      {trigger}
      <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="top" size="full">
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
    </>
  );
}
