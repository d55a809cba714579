import { styled } from "@/styled-system/jsx";
import { spinner } from "@/styled-system/recipes";

/** Chakra's spinner: a ring that turns, in the current colour. */
export const Spinner = styled("span", spinner);
