import { Box, Flex, Stack } from "@chakra-ui/react";
import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";

/**
 * An orange notice with an icon. (Chakra's Alert recipe is left out of the shop's lean system, so
 * this is drawn from plain boxes and the orange semantic tokens.)
 */
export function WarningNote(props: { title: ReactNode; children?: ReactNode; role?: string }) {
  return (
    <Flex
      role={props.role}
      gap="3"
      p="3"
      rounded="lg"
      bg="orange.subtle"
      borderWidth="1px"
      borderColor="orange.muted"
      color="orange.fg"
      align="start"
    >
      <Box flexShrink="0" mt="0.5" aria-hidden>
        <TriangleAlert size={18} />
      </Box>
      <Stack gap="1" minW="0" fontSize="sm">
        <Box fontWeight="600">{props.title}</Box>
        {props.children && <Box color="fg">{props.children}</Box>}
      </Stack>
    </Flex>
  );
}
