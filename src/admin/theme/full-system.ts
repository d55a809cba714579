/**
 * Every recipe the rest of the shop uses (product page, overlays, forms, toasts, back office), on
 * top of the first-paint system. Loaded after the home page has painted, or with any other page.
 */
import { createSystem, defineConfig } from "@chakra-ui/react";
import {
  accordionSlotRecipe,
  breadcrumbSlotRecipe,
  cardSlotRecipe,
  carouselSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  inputRecipe,
  kbdRecipe,
  separatorRecipe,
  toastSlotRecipe,
} from "@chakra-ui/react/theme";
import { shopConfig } from "./system.ts";

export const fullSystem = createSystem(
  shopConfig,
  defineConfig({
    theme: {
      recipes: { input: inputRecipe, kbd: kbdRecipe, separator: separatorRecipe },
      slotRecipes: {
        accordion: accordionSlotRecipe,
        breadcrumb: breadcrumbSlotRecipe,
        card: cardSlotRecipe,
        carousel: carouselSlotRecipe,
        dialog: dialogSlotRecipe,
        drawer: drawerSlotRecipe,
        field: fieldSlotRecipe,
        toast: toastSlotRecipe,
      },
    },
  }),
);
