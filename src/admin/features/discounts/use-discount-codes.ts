import { useEffect, useState } from "react";
import type { DiscountCode } from "@domain/discounts/discount-code.ts";
import { watchDiscountCodes } from "@/lib/firebase/admin/discounts.ts";
import { toaster } from "@/lib/ui/toaster.ts";

/** The discount codes, live: `undefined` while loading. */
export function useDiscountCodes(): DiscountCode[] | undefined {
  const [codes, setCodes] = useState<DiscountCode[]>();
  useEffect(
    () =>
      watchDiscountCodes(setCodes, (error) => {
        console.error("No se pudieron cargar los códigos de descuento", error);
        toaster.create({ type: "error", title: "No se pudieron cargar los códigos de descuento" });
        setCodes([]);
      }),
    [],
  );
  return codes;
}
