import { Heading, Stack, Text } from "@chakra-ui/react";
import type { ShopSettings } from "@domain/settings.ts";
import { NumberedSteps } from "./numbered-steps.tsx";
import { PolicyHighlight } from "./policy-highlight.tsx";
import { TextLink } from "./text-link.tsx";
import { countLabel, countUnit } from "@/shop/features/content/utils/count-label.ts";

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
        <Heading as="h3" fontFamily="body" fontWeight="600" fontSize="lg">
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
      <Text color="fg.muted">
        ¿Tu joya tiene un defecto de fabricación? Está cubierta por nuestra{" "}
        <TextLink to="/garantia">garantía de {countLabel(warrantyMonths, "mes", "meses")}</TextLink>.
      </Text>
    </Stack>
  );
}
