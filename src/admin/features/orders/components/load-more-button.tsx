import { Button } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { ORDERS_COPY } from "../copy.ts";

/**
 * "Cargar más pedidos": a click loads the next page, and so does scrolling near it, so the list
 * reads as one list that grows as the owner scrolls; the button stays for the keyboard. `loaded`
 * (how many orders are loaded) looks again after each page: if the button is still near, the
 * next page comes too. While a page is on its way it says so.
 */
export function LoadMoreButton({
  onLoad,
  loaded,
  loading,
}: {
  onLoad: () => void;
  loaded: number;
  loading: boolean;
}) {
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (!button || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoad();
      },
      // About two phone screens ahead, so the next page is there before she reaches the end.
      { rootMargin: "0px 0px 1200px 0px" },
    );
    observer.observe(button);
    return () => observer.disconnect();
  }, [button, onLoad, loaded]);

  return (
    <Button
      ref={setButton}
      variant="outline"
      alignSelf="center"
      loading={loading}
      loadingText={ORDERS_COPY.loading}
      onClick={onLoad}
    >
      Cargar más pedidos
    </Button>
  );
}
