/**
 * The header's search button; it also answers Cmd/Ctrl+K. The overlay it opens is loaded the
 * first time it is asked for, so searching never weighs on the first paint.
 */
import { Search } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { takeEarlySearchShortcut } from "@/lib/browser/early-input.ts";
import { useOnceTrue } from "@/shop/lib/browser/use-once-true.ts";
import { css, cx } from "@/styled-system/css";
import { button } from "@/styled-system/recipes";

const SearchOverlay = lazy(() => import("./search-overlay.tsx").then((m) => ({ default: m.SearchOverlay })));

/** Chakra's ghost IconButton, round, as the header's other icons. */
const launcher = cx(
  button({ variant: "ghost", size: "md" }),
  css({ px: "0", py: "0", _icon: { fontSize: "[1.2em]" }, rounded: "full" }),
);

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
    // A shortcut pressed before the page could answer it (the boot script held it) is an outside
    // event like the listener's, answered as soon as it can be: opening here renders once more,
    // right after hydration, which the server's markup could not have shown.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (takeEarlySearchShortcut()) setOpen(true);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <>
      <button type="button" className={launcher} aria-label="Buscar" onClick={() => setOpen(true)}>
        <Search />
      </button>
      <Suspense fallback={null}>{opened && <SearchOverlay open={open} onOpenChange={setOpen} />}</Suspense>
    </>
  );
}
