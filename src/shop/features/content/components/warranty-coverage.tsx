import { Flex, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Check, X } from "lucide-react";
import type { LucideIcon } from "lucide-react";

/** Each line reads as one sentence: the bold lead, then its text (which brings its own spacing). */
const covered = [
  { lead: "Cierres", text: " que se abren solos o no cierran bien." },
  { lead: "Hilos", text: " que se cortan o cuyos nudos se sueltan." },
  { lead: "Engarces", text: " que se aflojan o dejan caer una piedra." },
];

const notCovered = [
  {
    lead: "Mal uso,",
    text: " como tirones, golpes o contacto con agua, perfumes, cremas o productos químicos.",
  },
  { lead: "Pérdida o robo", text: " de la joya." },
  { lead: "Desgaste normal,", text: " propio del uso y del paso del tiempo." },
];

/** What the warranty covers (manufacturing defects) and what it does not, side by side. */
export function WarrantyCoverage() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <CoverageList
        title="Cubre defectos de fabricación en"
        icon={Check}
        tone="brand.fg"
        iconBg="brand.subtle"
        items={covered}
      />
      <CoverageList title="No cubre" icon={X} tone="fg.muted" iconBg="bg.muted" items={notCovered} />
    </SimpleGrid>
  );
}

interface CoverageListProps {
  title: string;
  icon: LucideIcon;
  tone: string;
  iconBg: string;
  items: Array<{ lead: string; text: string }>;
}

function CoverageList({ title, icon: Icon, tone, iconBg, items }: CoverageListProps) {
  return (
    <Stack gap="4" bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: "5", md: "6" }}>
      <Heading as="h3" fontFamily="body" fontWeight="600" fontSize="md">
        {title}
      </Heading>
      <Stack as="ul" gap="3" listStyleType="none">
        {items.map((item) => (
          <Flex as="li" key={item.lead} gap="3" align="start">
            <Flex
              flexShrink={0}
              boxSize="6"
              rounded="full"
              bg={iconBg}
              color={tone}
              align="center"
              justify="center"
              mt="0.5"
            >
              <Icon size={14} strokeWidth={2.5} />
            </Flex>
            <Text>
              <Text as="strong" fontWeight="600">
                {item.lead}
              </Text>
              <Text as="span" color="fg.muted">
                {item.text}
              </Text>
            </Text>
          </Flex>
        ))}
      </Stack>
    </Stack>
  );
}
