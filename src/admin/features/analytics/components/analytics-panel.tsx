import { Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { useId, type ReactNode } from "react";

/** A titled card of the analytics page; its heading names the region for screen readers. */
export function AnalyticsPanel(props: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="4"
      p={{ base: "4", md: "5" }}
      rounded="xl"
      borderWidth="1px"
      bg="bg"
      minW="0"
    >
      <Flex justify="space-between" align="start" gap="3" wrap="wrap">
        <Stack gap="0.5" minW="0">
          <Heading as="h2" id={headingId} size="md">
            {props.title}
          </Heading>
          {props.description && (
            <Text fontSize="sm" color="fg.muted">
              {props.description}
            </Text>
          )}
        </Stack>
        {props.action}
      </Flex>
      {props.children}
    </Stack>
  );
}
