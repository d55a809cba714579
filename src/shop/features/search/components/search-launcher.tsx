/**
 * The header's search button; it also answers Cmd/Ctrl+K. The overlay it opens is loaded the
 * first time it is asked for, so searching never weighs on the first paint.
 */
import { IconButton } from "@chakra-ui/react";
import { Search } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useOnceTrue } from "@/lib/browser/use-once-true.ts";

const SearchOverlay = lazy(() => import("./search-overlay.tsx").then((m) => ({ default: m.SearchOverlay })));

export function SearchLauncher() {
  const [open, setOpen] = useState(false);
  const opened = useOnceTrue(open);

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

  return (
    <>
      <IconButton variant="ghost" rounded="full" aria-label="Buscar" onClick={() => setOpen(true)}>
        <Search />
      </IconButton>
      <Suspense fallback={null}>{opened && <SearchOverlay open={open} onOpenChange={setOpen} />}</Suspense>
    </>
  );
}
