import { Gem, Hand, Ruler } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { IconCircle } from "@/shop/components/icon-circle.tsx";
import { Flex, Grid, styled } from "@/styled-system/jsx";
import { copy } from "@/i18n/es-CL.ts";

const points: Array<{ icon: LucideIcon; title: string; text: string }> = [
  { icon: Hand, title: "Piezas únicas", text: "Cada joya se hace a mano, una a una." },
  {
    icon: Gem,
    title: copy.promises.fivePerDesign,
    text: "Series pequeñas de piedras elegidas por su color.",
  },
  {
    icon: Ruler,
    title: copy.promises.madeToMeasure,
    text: "Ajustamos el largo a tu medida después de tu compra.",
  },
];

/** Three short promises; on phones a compact row, so the first pieces still show above the fold. */
export function SellingPoints() {
  return (
    <Grid as="ul" columns={3} gap={{ base: "2", md: "6" }} listStyleType="none">
      {points.map(({ icon: Icon, title, text }) => (
        <Flex
          as="li"
          key={title}
          direction={{ base: "column", md: "row" }}
          gap={{ base: "1.5", md: "3" }}
          align="center"
          textAlign={{ base: "center", md: "start" }}
          bg="bg.panel"
          borderWidth="[1px]"
          rounded="md"
          px={{ base: "2", md: "4" }}
          py="3"
        >
          <IconCircle icon={Icon} size={20} />
          <div>
            <styled.p fontWeight="semibold" fontSize={{ base: "xs", sm: "sm", md: "md" }} lineHeight="[1.3]">
              {title}
            </styled.p>
            <styled.p fontSize="sm" color="fg.muted" hideBelow="md">
              {text}
            </styled.p>
          </div>
        </Flex>
      ))}
    </Grid>
  );
}
