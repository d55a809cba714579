/**
 * The shop's shipping rates as search engines read them: a product page's JSON-LD
 * `shippingDetails` and the Google feed's `g:shipping`, from the same settings checkout charges by.
 * Only regiones with a price are listed — "por pagar" has no price to state — and each región by its
 * ISO 3166-2 code without the country prefix ("RM"), as both formats ask. A comuna's own rate cannot
 * be said per comuna there: the región's stands for it. A piece priced at the free-shipping
 * threshold or above ships free on its own.
 */
import type { ShippingSettings } from "../settings/shipping-settings.ts";
import { shippingCharge, shippingPesos } from "../orders/order-amounts.ts";

/** Official región code → ISO 3166-2:CL subdivision code. */
const ISO_REGION: Record<string, string> = {
  "15": "AP",
  "01": "TA",
  "02": "AN",
  "03": "AT",
  "04": "CO",
  "05": "VS",
  "13": "RM",
  "06": "LI",
  "07": "ML",
  "16": "NB",
  "08": "BI",
  "09": "AR",
  "14": "LR",
  "10": "LL",
  "11": "AI",
  "12": "MA",
};

export interface ShippingOffer {
  /** ISO 3166-2 code without "CL-". */
  region: string;
  /** Pesos to ship one piece at this price there (0: free). */
  amount: number;
}

export function shippingOffers(shipping: ShippingSettings | undefined, price: number): ShippingOffer[] {
  if (!shipping) return [];
  return Object.entries(shipping.regions).flatMap(([code, rate]) => {
    const region = ISO_REGION[code];
    if (!region || rate.kind !== "price") return [];
    const charge = shippingCharge("shipping", rate, price, shipping.freeShippingFrom);
    return [{ region, amount: shippingPesos(charge) }];
  });
}

/** schema.org `OfferShippingDetails`, one per región with a price. */
export function offerShippingDetails(shipping: ShippingSettings | undefined, price: number): object[] {
  return shippingOffers(shipping, price).map((offer) => ({
    "@type": "OfferShippingDetails",
    shippingRate: { "@type": "MonetaryAmount", value: offer.amount, currency: "CLP" },
    shippingDestination: { "@type": "DefinedRegion", addressCountry: "CL", addressRegion: offer.region },
  }));
}
