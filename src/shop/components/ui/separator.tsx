import { styled } from "@/styled-system/jsx";
import { separator } from "@/styled-system/recipes";

export const Separator = styled("hr", separator);
