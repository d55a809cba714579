import { useEffect } from "react";
import { startFieldVitals } from "@/shop/lib/browser/field-vitals.ts";

/** Starts the field Web Vitals; lazy and mounted after the first paint, so it costs the entry nothing. */
export function FieldVitals() {
  useEffect(startFieldVitals, []);
  return null;
}
