import type { LucideIcon } from "lucide-react";
import { Flex, Stack, styled } from "@/styled-system/jsx";
import { Heading } from "@/shop/components/ui/heading.tsx";
import { IconCircle } from "@/shop/components/icon-circle.tsx";
import { css } from "@/styled-system/css";

interface InfoCardProps {
  icon: LucideIcon;
  title: string;
  children: string;
}

/**
 * A short fact with its icon: a payment method, a shipping option. Its title is an h3. On phones the
 * icon sits beside the text, so a stack of cards stays short.
 */
export function InfoCard({ icon: Icon, title, children }: InfoCardProps) {
  return (
    <Flex
      direction={{ base: "row", md: "column" }}
      gap={{ base: "4", md: "3" }}
      align="start"
      bg="bg.panel"
      borderWidth="1px"
      rounded="lg"
      p={{ base: "4", md: "6" }}
    >
      <IconCircle icon={Icon} size={20} />
      <Stack gap={{ base: "1", md: "3" }}>
        <Heading
          as="h3"
          className={css({ fontFamily: "body", fontWeight: "semibold", fontSize: "md", lineHeight: "[1.4]" })}
        >
          {title}
        </Heading>
        <styled.p fontSize="sm" color="fg.muted">
          {children}
        </styled.p>
      </Stack>
    </Flex>
  );
}
