import { Link as RouterLink } from "react-router-dom";
import { Wrap } from "@/styled-system/jsx";
import { Link } from "@/shop/components/ui/link.tsx";
import { css } from "@/styled-system/css";

/** "En esta página": pill links to a long page's sections. */
export function PageAnchors({ links }: { links: Array<{ id: string; label: string }> }) {
  return (
    <Wrap as="nav" aria-label="En esta página" gap="2" mt="2">
      {links.map(({ id, label }) => (
        <Link
          key={id}
          asChild
          className={css({
            fontSize: "sm",
            px: "3.5",
            py: "1.5",
            rounded: "full",
            borderWidth: "1px",
            borderColor: "border",
            bg: "bg.panel",
            color: "fg",
            _hover: { textDecoration: "none", borderColor: "brand.300", bg: "brand.subtle" },
          })}
        >
          <RouterLink to={`#${id}`}>{label}</RouterLink>
        </Link>
      ))}
    </Wrap>
  );
}
