import { formatClp } from "@domain/money.ts";
import type { ShopSettings } from "@domain/settings/settings.ts";
import type { CopyRow } from "./components/copy-rows.tsx";

/** The shop's bank data from settings, optionally preceded by the amount to transfer. */
export function bankTransferRows(bank: ShopSettings["bankTransfer"], amount?: number): CopyRow[] {
  return [
    ...(amount === undefined ? [] : [{ label: "Monto", value: formatClp(amount) }]),
    { label: "Titular", value: bank.holderName },
    { label: "RUT", value: bank.taxId },
    { label: "Banco", value: bank.bank },
    { label: "Tipo de cuenta", value: bank.accountType },
    { label: "Número de cuenta", value: bank.accountNumber },
    { label: "Email", value: bank.email },
  ];
}
