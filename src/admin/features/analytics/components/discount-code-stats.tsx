import { Flex, Stack, Text } from "@chakra-ui/react";
import type { DiscountCode } from "@domain/discounts/discount-code.ts";
import { formatClp } from "@domain/money.ts";
import { AnalyticsPanel } from "./analytics-panel.tsx";
import { adminCopy } from "@/admin/copy.ts";

const usesText = (uses: number) => `${uses} ${uses === 1 ? "uso" : "usos"}`;

/**
 * Uses and sales per discount code, from the codes' own counters (checkout adds an order to them,
 * a cancel, expiry or delete takes it off): one small read, whatever the number of orders.
 */
export function DiscountCodeStats({ codes }: { codes: DiscountCode[] | undefined }) {
  const used = [...(codes ?? [])].filter((code) => code.uses > 0).sort((a, b) => b.revenue - a.revenue);
  return (
    <AnalyticsPanel
      title={adminCopy.discountCodes}
      description="Pedidos no cancelados que usaron cada código, y lo que suman."
    >
      {used.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" py="4">
          Ningún pedido ha usado un código todavía.
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" aria-label="Usos por código">
          {used.map((code) => (
            <Flex as="li" key={code.id} align="baseline" gap="3">
              <Text flex="1" minW="0" truncate fontWeight="500" fontFamily="mono">
                {code.id}
              </Text>
              <Text flexShrink="0" fontSize="sm" color="fg.muted">
                {usesText(code.uses)}
              </Text>
              <Text flexShrink="0" fontSize="sm" fontWeight="600" fontVariantNumeric="tabular-nums">
                {formatClp(code.revenue)}
              </Text>
            </Flex>
          ))}
        </Stack>
      )}
    </AnalyticsPanel>
  );
}
