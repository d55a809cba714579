import { Box, Flex, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** One of the dashboard's four figures, with its icon and an optional note below it. */
export function StatCard({
  icon,
  label,
  value,
  note,
}: {
  icon: ReactNode;
  label: string;
  value: number;
  note?: string;
}) {
  return (
    <Stack gap="2" p="5" rounded="xl" borderWidth="1px" bg="bg">
      <Flex justify="space-between" align="center" color="fg.muted">
        <Text fontSize="sm">{label}</Text>
        <Box aria-hidden css={{ "& svg": { width: "5", height: "5" } }}>
          {icon}
        </Box>
      </Flex>
      <Text fontSize="3xl" fontWeight="600" lineHeight="1">
        {value}
      </Text>
      {note && (
        <Text fontSize="sm" color="fg.muted">
          {note}
        </Text>
      )}
    </Stack>
  );
}
