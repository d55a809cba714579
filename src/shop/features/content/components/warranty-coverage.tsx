import { Check, X } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { css, cx } from "@/styled-system/css";
import { Flex, Grid, Stack, styled } from "@/styled-system/jsx";
import { Heading } from "@/shop/components/ui/heading.tsx";

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

const iconStyles = {
  base: css({
    display: "flex",
    flexShrink: "0",
    boxSize: "6",
    rounded: "full",
    alignItems: "center",
    justifyContent: "center",
    mt: "0.5",
  }),
  covered: css({ bg: "brand.subtle", color: "brand.fg" }),
  notCovered: css({ bg: "bg.muted", color: "fg.muted" }),
};

/** What the warranty covers (manufacturing defects) and what it does not, side by side. */
export function WarrantyCoverage() {
  return (
    <Grid columns={{ base: 1, md: 2 }} gap="4">
      <CoverageList title="Cubre defectos de fabricación en" icon={Check} tone="covered" items={covered} />
      <CoverageList title="No cubre" icon={X} tone="notCovered" items={notCovered} />
    </Grid>
  );
}

interface CoverageListProps {
  title: string;
  icon: LucideIcon;
  tone: "covered" | "notCovered";
  items: Array<{ lead: string; text: string }>;
}

function CoverageList({ title, icon: Icon, tone, items }: CoverageListProps) {
  return (
    <Stack gap="4" bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: "5", md: "6" }}>
      <Heading as="h3" className={css({ fontFamily: "body", fontWeight: "semibold", fontSize: "md" })}>
        {title}
      </Heading>
      <Stack as="ul" gap="3" listStyleType="none">
        {items.map((item) => (
          <Flex as="li" key={item.lead} gap="3" align="start">
            <div className={cx(iconStyles.base, iconStyles[tone])}>
              <Icon size={14} strokeWidth={2.5} />
            </div>
            <p>
              <styled.strong fontWeight="semibold">{item.lead}</styled.strong>
              <styled.span color="fg.muted">{item.text}</styled.span>
            </p>
          </Flex>
        ))}
      </Stack>
    </Stack>
  );
}
