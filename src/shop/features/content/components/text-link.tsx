import { Link } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";

/** An underlined link inside running text, to a route or a section ("#envios"). */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild variant="underline" colorPalette="brand" fontWeight="500">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
