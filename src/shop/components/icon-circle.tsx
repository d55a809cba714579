import { Flex } from "@chakra-ui/react";
import type { LucideIcon } from "lucide-react";
import type { ComponentType } from "react";

type Props = { icon: LucideIcon | ComponentType<{ size?: number }>; size?: number };

/** The brand's round icon badge, used beside short texts (selling points, contact and info cards). */
export function IconCircle({ icon: Icon, size = 20 }: Props) {
  return (
    <Flex
      flexShrink={0}
      boxSize="10"
      rounded="full"
      bg="brand.subtle"
      color="brand.fg"
      align="center"
      justify="center"
    >
      <Icon size={size} aria-hidden />
    </Flex>
  );
}
