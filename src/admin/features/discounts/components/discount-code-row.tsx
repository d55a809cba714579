import { Badge, Flex, HStack, IconButton, Stack, Switch, Text } from "@chakra-ui/react";
import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import type { DiscountCode } from "@domain/discounts/discount-code.ts";
import { formatClp } from "@domain/money.ts";
import { discountRuleLabel } from "@domain/orders/order-amounts.ts";
import { updateDiscountCode } from "@/lib/firebase/admin/discounts.ts";
import { toaster } from "@/lib/ui/toaster.ts";
import { adminCopy } from "@/admin/copy.ts";

const dayLabel = (day: string) => day.split("-").reverse().join("-");

function validity(code: DiscountCode): string {
  if (code.startsOn && code.endsOn) return `Del ${dayLabel(code.startsOn)} al ${dayLabel(code.endsOn)}`;
  if (code.startsOn) return `Desde el ${dayLabel(code.startsOn)}`;
  if (code.endsOn) return `Hasta el ${dayLabel(code.endsOn)}`;
  return "Sin fechas";
}

/** One code: what it grants, its conditions, its uses, and its switch, edit and delete. */
export function DiscountCodeRow(props: { code: DiscountCode; onEdit: () => void; onDelete: () => void }) {
  const { code } = props;
  const [switching, setSwitching] = useState(false);

  async function setActive(active: boolean) {
    setSwitching(true);
    try {
      await updateDiscountCode(code.id, { active });
    } catch (error) {
      console.error("No se pudo cambiar el código", error);
      toaster.create({
        type: "error",
        title: "No se pudo cambiar el código",
        description: adminCopy.tryAgain,
      });
    } finally {
      setSwitching(false);
    }
  }

  return (
    <Flex
      as="li"
      gap="3"
      px="4"
      py="3"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      wrap="wrap"
      align="center"
    >
      <Stack gap="1" flex="1" minW="48">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="600" fontFamily="mono">
            {code.id}
          </Text>
          <Badge colorPalette="brand">{discountRuleLabel(code.rule)}</Badge>
          {!code.active && <Badge variant="outline">Pausado</Badge>}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {validity(code)}
          {code.minSubtotal > 0 && ` · desde ${formatClp(code.minSubtotal)}`}
          {code.maxUsesPerWhatsapp !== null && ` · ${code.maxUsesPerWhatsapp} por WhatsApp`}
        </Text>
      </Stack>
      <Stack gap="0" minW="28">
        <Text fontWeight="600">
          {code.uses}
          {code.maxUses !== null && ` / ${code.maxUses}`} usos
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {formatClp(code.revenue)} en ventas
        </Text>
      </Stack>
      <HStack gap="1">
        <Switch.Root
          checked={code.active}
          disabled={switching}
          onCheckedChange={(details) => void setActive(details.checked)}
          colorPalette="brand"
          me="2"
        >
          <Switch.HiddenInput aria-label={code.active ? `Pausar ${code.id}` : `Activar ${code.id}`} />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
        </Switch.Root>
        <IconButton variant="ghost" size="sm" aria-label={`Editar ${code.id}`} onClick={props.onEdit}>
          <Pencil />
        </IconButton>
        <IconButton variant="ghost" size="sm" aria-label={`Eliminar ${code.id}`} onClick={props.onDelete}>
          <Trash2 />
        </IconButton>
      </HStack>
    </Flex>
  );
}
