import { formatClp } from "@domain/money.ts";
import type { ShopSettings } from "@domain/settings/settings.ts";
import type { CopyRow } from "./components/copy-rows.tsx";
import { sharedWords } from "@/i18n/shared-words.ts";

/** The shop's bank data from settings, optionally preceded by the amount to transfer. */
export function bankTransferRows(bank: ShopSettings["bankTransfer"], amount?: number): CopyRow[] {
  return [
    ...(amount === undefined ? [] : [{ label: "Monto", value: formatClp(amount) }]),
    { label: sharedWords.bankTransfer.holderName, value: bank.holderName },
    { label: sharedWords.bankTransfer.taxId, value: bank.taxId },
    { label: sharedWords.bankTransfer.bank, value: bank.bank },
    { label: sharedWords.bankTransfer.accountType, value: bank.accountType },
    { label: sharedWords.bankTransfer.accountNumber, value: bank.accountNumber },
    { label: "Email", value: bank.email },
  ];
}
