import { ark } from "@ark-ui/react/factory";
import { styled } from "@/styled-system/jsx";
import { link } from "@/styled-system/recipes";

/** Chakra's link; with `asChild`, the look of a link on a router link. */
export const Link = styled(ark.a, link);
