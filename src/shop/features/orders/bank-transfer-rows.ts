import { formatClp } from "@domain/money.ts";
import type { ShopSettings } from "@domain/settings/settings.ts";
import { copy } from "@/i18n/es-CL.ts";
import type { CopyRow } from "./components/copy-rows.tsx";

/** The shop's bank data from settings, optionally preceded by the amount to transfer. */
export function bankTransferRows(bank: ShopSettings["bankTransfer"], amount?: number): CopyRow[] {
  return [
    ...(amount === undefined ? [] : [{ label: "Monto", value: formatClp(amount) }]),
    { label: copy.bankTransfer.holderName, value: bank.holderName },
    { label: copy.bankTransfer.taxId, value: bank.taxId },
    { label: copy.bankTransfer.bank, value: bank.bank },
    { label: copy.bankTransfer.accountType, value: bank.accountType },
    { label: copy.bankTransfer.accountNumber, value: bank.accountNumber },
    { label: "Email", value: bank.email },
  ];
}
