import type { ShopSettings } from "@domain/settings/settings.ts";
import { Stack, styled } from "@/styled-system/jsx";
import { Heading } from "@/shop/components/ui/heading.tsx";
import { NumberedSteps } from "./numbered-steps.tsx";
import { PolicyHighlight } from "./policy-highlight.tsx";
import { TextLink } from "./text-link.tsx";
import { countLabel, countUnit } from "@/shop/features/content/utils/count-label.ts";
import { css } from "@/styled-system/css";
import { href } from "@domain/shop-paths.ts";

/** The returns policy: its period (settings.policies.returnsDays), its text and how to ask. */
export function ReturnsInfo({ settings }: { settings: ShopSettings }) {
  const { returnsDays, returns, warrantyMonths } = settings.policies;
  return (
    <Stack gap="8">
      <PolicyHighlight
        figure={returnsDays}
        unit={countUnit(returnsDays, "día", "días")}
        caption="para cambios y devoluciones"
      >
        {returns}
      </PolicyHighlight>
      <Stack gap="5">
        <Heading as="h3" className={css({ fontFamily: "body", fontWeight: "semibold", fontSize: "lg" })}>
          Cómo pedir un cambio o devolución
        </Heading>
        <NumberedSteps
          steps={[
            `Escríbenos por WhatsApp o a ${settings.contact.email} dentro del plazo de ${countLabel(returnsDays, "día", "días")}, con tu número de pedido.`,
            "Te indicamos cómo hacernos llegar la joya.",
            "Cuando la recibimos y la revisamos, coordinamos contigo el cambio o la devolución de tu dinero.",
          ]}
        />
      </Stack>
      <styled.p color="fg.muted">
        ¿Tu joya tiene un defecto de fabricación? Está cubierta por nuestra{" "}
        <TextLink to={href("warranty")}>garantía de {countLabel(warrantyMonths, "mes", "meses")}</TextLink>.
      </styled.p>
    </Stack>
  );
}
