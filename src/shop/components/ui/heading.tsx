import { styled } from "@/styled-system/jsx";
import { heading } from "@/styled-system/recipes";

/** Chakra's heading: an `h2` in the heading font unless `as` says otherwise, sized by `size`. */
export const Heading = styled("h2", heading);
