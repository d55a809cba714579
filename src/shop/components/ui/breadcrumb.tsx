/** Chakra's breadcrumb as plain markup with the preset's `breadcrumb` slot recipe. */
import { ChevronRight } from "lucide-react";
import { ark } from "@ark-ui/react/factory";
import { createStyleContext } from "@/styled-system/jsx";
import { breadcrumb } from "@/styled-system/recipes";

const { withProvider, withContext } = createStyleContext(breadcrumb);

export const Root = withProvider("nav", "root", { defaultProps: { "aria-label": "breadcrumb" } });
export const List = withContext("ol", "list");
export const Item = withContext("li", "item");
export const Link = withContext(ark.a, "link");
export const CurrentLink = withContext("span", "currentLink", {
  defaultProps: { role: "link", "aria-current": "page" },
});
export const Separator = withContext("li", "separator", {
  defaultProps: { "aria-hidden": true, children: <ChevronRight /> },
});
