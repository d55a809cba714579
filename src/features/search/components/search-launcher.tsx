/**
 * The header's search button; it also answers Cmd/Ctrl+K. The overlay it opens is loaded after
 * the first paint, so searching never weighs on it.
 */
import { IconButton } from "@chakra-ui/react";
import { Search } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useAfterFirstPaint } from "@/lib/browser/after-first-paint.ts";
import { withFullSystem } from "@/theme/active-system.ts";

const SearchOverlay = lazy(
  withFullSystem(() => import("./search-overlay.tsx").then((m) => ({ default: m.SearchOverlay }))),
);

export function SearchLauncher() {
  const [open, setOpen] = useState(false);
  const painted = useAfterFirstPaint();

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
      <Suspense fallback={null}>
        {(painted || open) && <SearchOverlay open={open} onOpenChange={setOpen} />}
      </Suspense>
    </>
  );
}
