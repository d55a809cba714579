import { Button, Flex, IconButton, Stack, Text } from "@chakra-ui/react";
import { Check, Copy } from "lucide-react";
import { useCopy } from "../use-copy.ts";

export interface CopyRow {
  label: string;
  value: string;
}

/** Label and value lines, each with its copy button, and optionally one to copy them all. */
export function CopyRows({ rows, copyAll = false }: { rows: readonly CopyRow[]; copyAll?: boolean }) {
  const { copied, copy } = useCopy();
  return (
    <Stack gap="0">
      <Stack as="dl" gap="0">
        {rows.map((row) => (
          <Flex
            key={row.label}
            align="center"
            gap="3"
            py="2.5"
            borderBottomWidth="1px"
            _last={{ borderBottomWidth: 0 }}
          >
            <Stack gap="0" flex="1" minW="0">
              <Text as="dt" fontSize="sm" color="fg.muted">
                {row.label}
              </Text>
              <Text as="dd" fontWeight="500" overflowWrap="anywhere">
                {row.value}
              </Text>
            </Stack>
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={`Copiar ${row.label.toLowerCase()}`}
              onClick={() => copy(row.label, row.value)}
            >
              {copied === row.label ? <Check /> : <Copy />}
            </IconButton>
          </Flex>
        ))}
      </Stack>
      {copyAll && (
        <Button
          mt="3"
          variant="outline"
          onClick={() => copy("*", rows.map((row) => `${row.label}: ${row.value}`).join("\n"))}
        >
          {copied === "*" ? <Check /> : <Copy />}
          Copiar todo
        </Button>
      )}
    </Stack>
  );
}
