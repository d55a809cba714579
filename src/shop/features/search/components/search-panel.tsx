/**
 * The search box and its results, shared by the desktop dialog and the mobile sheet. Keyboard:
 * arrows move through the results, Enter opens the highlighted one (ARIA combobox + listbox).
 */
import { useId, useMemo, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router-dom";
import { searchProducts } from "@domain/catalog/search.ts";
import { formatClp } from "@domain/money.ts";
import type { Product } from "@domain/catalog/product.ts";
import { productPath } from "@domain/shop-paths.ts";
import { useWholeCatalog } from "@/lib/storefront/use-catalog.ts";
import { useRecentlyViewedStore } from "@/shop/stores/recently-viewed-store.ts";
import { mediaUrl } from "@/lib/firebase/media.ts";
import { Button } from "@/shop/components/ui/button.tsx";
import { Input } from "@/shop/components/ui/input.tsx";
import { css, cx } from "@/styled-system/css";
import { Box, HStack, Stack, styled } from "@/styled-system/jsx";
import { sharedWords } from "@/i18n/shared-words.ts";

type Props = {
  placeholder: string;
  /** Desktop lists everything for an empty query; mobile shows recently viewed instead. */
  emptyQuery: "all" | "none";
  onChoose: () => void;
};

const noProducts: Product[] = [];

export function SearchPanel({ placeholder, emptyQuery, onChoose }: Props) {
  const navigate = useNavigate();
  const recentIds = useRecentlyViewedStore((state) => state.ids);
  const clearRecent = useRecentlyViewedStore((state) => state.clear);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const listId = useId();

  // Search needs every piece: a server-rendered page starts with only those it shows.
  const catalog = useWholeCatalog();
  const products = catalog ?? noProducts;
  const showRecent = emptyQuery === "none" && query.trim() === "";
  const results = useMemo(() => {
    if (!showRecent) return searchProducts(products, query, { emptyQuery });
    const byId = new Map(products.map((product) => [product.id, product]));
    return recentIds.map((id) => byId.get(id)).filter((product) => product !== undefined);
  }, [products, query, emptyQuery, showRecent, recentIds]);
  const activeIndex = Math.min(active, Math.max(results.length - 1, 0));

  const choose = (product: Product) => {
    onChoose();
    navigate(productPath(product));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((activeIndex + step + results.length) % Math.max(results.length, 1));
    } else if (event.key === "Enter" && results[activeIndex]) {
      event.preventDefault();
      choose(results[activeIndex]);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  const groupLabel = showRecent ? "Visto recientemente" : "Productos";

  return (
    <Stack gap="3" h="full" minH="[0]">
      <Input
        // The shopper opened the search dialog to type: focus goes into it, as in any dialog.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        size="lg"
        type="search"
        role="combobox"
        aria-label="Buscar productos"
        aria-expanded={results.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={results.length > 0 ? optionId(activeIndex) : undefined}
        placeholder={placeholder}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <Box overflowY="auto" flex="1" minH="[0]">
        {catalog === undefined && query.trim() !== "" ? (
          <styled.p color="fg.muted" py="6" textAlign="center">
            Buscando...
          </styled.p>
        ) : results.length === 0 ? (
          showRecent ? null : (
            <styled.p color="fg.muted" py="6" textAlign="center">
              {sharedWords.noProductsFound}
            </styled.p>
          )
        ) : (
          <>
            <HStack justify="space-between" px="1" pb="1">
              <styled.p textStyle="eyebrow" color="fg.muted">
                {groupLabel}
              </styled.p>
              {showRecent && (
                <Button size="xs" variant="ghost" onClick={clearRecent}>
                  Borrar
                </Button>
              )}
            </HStack>
            <Stack as="ul" role="listbox" id={listId} aria-label={groupLabel} gap="0.5">
              {results.map((product, index) => (
                <SearchOption
                  key={product.id}
                  id={optionId(index)}
                  product={product}
                  selected={index === activeIndex}
                  onHover={() => setActive(index)}
                  onChoose={() => choose(product)}
                />
              ))}
            </Stack>
          </>
        )}
      </Box>
    </Stack>
  );
}

type OptionProps = {
  id: string;
  product: Product;
  selected: boolean;
  onHover: () => void;
  onChoose: () => void;
};

/** One result; a search can list the whole catalog, so its class names are computed once. */
const option = css({
  display: "flex",
  gap: "3",
  alignItems: "center",
  px: "2",
  py: "2",
  rounded: "md",
  cursor: "[pointer]",
});
const optionStyles = {
  idle: option,
  selected: cx(option, css({ bg: "brand.subtle" })),
  thumb: css({ boxSize: "12", flexShrink: "0", rounded: "sm", overflow: "hidden", bg: "bg.muted" }),
  photo: css({ w: "full", h: "full", objectFit: "cover" }),
  text: css({ minW: "[0]" }),
  name: css({ truncate: true }),
  price: css({ fontSize: "sm", color: "brand.fg", fontWeight: "semibold" }),
};

function SearchOption({ id, product, selected, onHover, onChoose }: OptionProps) {
  const image = mediaUrl(product.media.uso);
  return (
    // The combobox's keyboard drives these options (aria-activedescendant); a click also chooses one.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      id={id}
      role="option"
      aria-selected={selected}
      className={selected ? optionStyles.selected : optionStyles.idle}
      onMouseMove={onHover}
      onClick={onChoose}
    >
      <div className={optionStyles.thumb}>
        {image && <img src={image} alt="" className={optionStyles.photo} loading="lazy" />}
      </div>
      <div className={optionStyles.text}>
        <p className={optionStyles.name}>{product.name}</p>
        <p className={optionStyles.price}>{formatClp(product.price)}</p>
      </div>
    </li>
  );
}
