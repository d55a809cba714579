/** A titled part of the product editor that folds away (spec: collapsible sections). */
import { chakra, HStack, Text } from "@chakra-ui/react";
import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";

export function EditorSection({
  title,
  badge,
  children,
}: {
  title: string;
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <chakra.details
      open
      borderBottomWidth="1px"
      borderColor="border"
      pb="5"
      css={{ "&[open] > summary [data-chevron]": { transform: "rotate(180deg)" } }}
    >
      <chakra.summary
        listStyle="none"
        cursor="pointer"
        py="1"
        mb="3"
        rounded="sm"
        _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" }}
        css={{ "&::-webkit-details-marker": { display: "none" } }}
      >
        <HStack gap="2">
          <Text as="h3" fontWeight="600">
            {title}
          </Text>
          {badge}
          <chakra.span data-chevron ms="auto" color="fg.muted" transition="transform 0.2s" aria-hidden>
            <ChevronDown size={18} />
          </chakra.span>
        </HStack>
      </chakra.summary>
      {children}
    </chakra.details>
  );
}
