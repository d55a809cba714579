import { Float, Circle } from "@chakra-ui/react";

/** Count bubble on a header icon; remounts on each change so the bounce plays again. */
export function HeaderBadge({ count, bounce = false }: { count: number; bounce?: boolean }) {
  if (count <= 0) return null;
  return (
    <Float placement="top-end" offset="2">
      <Circle
        key={bounce ? count : undefined}
        size="4.5"
        bg="brand.solid"
        color="brand.contrast"
        fontSize="2xs"
        fontWeight="700"
        animation={bounce ? "badgeBounce 600ms ease-out" : undefined}
        aria-hidden
      >
        {count}
      </Circle>
    </Float>
  );
}
