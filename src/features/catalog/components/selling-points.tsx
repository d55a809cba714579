import { Flex, SimpleGrid, Text } from "@chakra-ui/react";
import { Gem, Hand, Ruler } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { IconCircle } from "@/components/icon-circle.tsx";

const points: Array<{ icon: LucideIcon; title: string; text: string }> = [
  { icon: Hand, title: "Piezas únicas", text: "Cada joya se hace a mano, una a una." },
  { icon: Gem, title: "Solo 5 por diseño", text: "Series pequeñas de piedras elegidas por su color." },
  { icon: Ruler, title: "A tu medida", text: "Ajustamos el largo a tu medida después de tu compra." },
];

export function SellingPoints() {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, sm: 3 }} gap={{ base: "3", md: "6" }} listStyleType="none">
      {points.map(({ icon: Icon, title, text }) => (
        <Flex
          as="li"
          key={title}
          gap="3"
          align="center"
          bg="bg.panel"
          borderWidth="1px"
          rounded="md"
          px="4"
          py="3"
        >
          <IconCircle icon={Icon} size={20} />
          <div>
            <Text fontWeight="600" fontSize={{ base: "sm", md: "md" }}>
              {title}
            </Text>
            <Text fontSize="sm" color="fg.muted" hideBelow="md">
              {text}
            </Text>
          </div>
        </Flex>
      ))}
    </SimpleGrid>
  );
}
