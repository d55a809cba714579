/**
 * Chakra's dialog, statically styled: Ark's dialog with the preset's `dialog` slot recipe, the
 * same parts and props (`placement`, `size`, `scrollBehavior`) as Chakra's `Dialog`. Mounted on
 * first open and unmounted on close, as Chakra's is. Variants used through these parts must be listed in
 * panda.config.ts's `staticCss`, where Panda can see them.
 */
import { Dialog } from "@ark-ui/react/dialog";
import { createStyleContext } from "@/styled-system/jsx";
import { dialog } from "@/styled-system/recipes";

const { withRootProvider, withContext } = createStyleContext(dialog);

export const Root = withRootProvider(Dialog.Root, { defaultProps: { unmountOnExit: true, lazyMount: true } });
export const Trigger = withContext(Dialog.Trigger, "trigger");
export const Backdrop = withContext(Dialog.Backdrop, "backdrop");
export const Positioner = withContext(Dialog.Positioner, "positioner");
export const Content = withContext(Dialog.Content, "content");
export const Header = withContext("div", "header");
export const Title = withContext(Dialog.Title, "title");
export const Description = withContext(Dialog.Description, "description");
export const Body = withContext("div", "body");
export const Footer = withContext("div", "footer");
export const CloseTrigger = withContext(Dialog.CloseTrigger, "closeTrigger");
