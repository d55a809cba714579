/** Draws the toasts of `toaster.ts`: Ark's toaster with the preset's `toast` slot recipe. */
import { Portal } from "@ark-ui/react/portal";
import { Toast, Toaster as ArkToaster } from "@ark-ui/react/toast";
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from "lucide-react";
import { css } from "@/styled-system/css";
import { createStyleContext, Stack } from "@/styled-system/jsx";
import { toast as toastRecipe } from "@/styled-system/recipes";
import { Spinner } from "./spinner.tsx";
import { toaster } from "@/lib/ui/toaster.ts";

const { withProvider, withContext } = createStyleContext(toastRecipe);

const Root = withProvider(Toast.Root, "root");
const Title = withContext(Toast.Title, "title");
const Description = withContext(Toast.Description, "description");
const CloseTrigger = withContext(Toast.CloseTrigger, "closeTrigger");
const Indicator = withContext("span", "indicator");

// On a phone the toasts span the screen, a little in from its edges.
const toasterPlacement = css({ insetInline: { mdDown: "4" } });

const ICONS = { success: CircleCheck, error: CircleAlert, warning: TriangleAlert, info: Info } as const;

export default function Toaster() {
  return (
    <Portal>
      <ArkToaster toaster={toaster} className={toasterPlacement}>
        {(toast) => {
          const Icon = ICONS[toast.type as keyof typeof ICONS] ?? Info;
          return (
            <Root width={{ md: "sm" }}>
              {toast.type === "loading" ? (
                <Spinner size="sm" className={css({ color: "brand.solid" })} />
              ) : (
                <Indicator>
                  <Icon />
                </Indicator>
              )}
              <Stack gap="1" flex="1" maxWidth="full">
                {toast.title && <Title>{toast.title}</Title>}
                {toast.description && <Description>{toast.description}</Description>}
              </Stack>
              {toast.closable && (
                <CloseTrigger aria-label="Cerrar aviso">
                  <X />
                </CloseTrigger>
              )}
            </Root>
          );
        }}
      </ArkToaster>
    </Portal>
  );
}
