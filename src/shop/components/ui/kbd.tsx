import { styled } from "@/styled-system/jsx";
import { kbd } from "@/styled-system/recipes";

export const Kbd = styled("kbd", kbd);
