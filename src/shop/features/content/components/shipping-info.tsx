import { HandCoins, MapPin, Truck } from "lucide-react";
import type { ShopSettings } from "@domain/settings/settings.ts";
import { Grid, Stack, styled } from "@/styled-system/jsx";
import { InfoCard } from "./info-card.tsx";

/**
 * Shipping and pickup. The delivery times live only in the settings' shipping text, so changing them
 * there changes them here too.
 */
export function ShippingInfo({ settings }: { settings: ShopSettings }) {
  const { comuna, details } = settings.pickup;
  // The details usually name the comuna already; the title only repeats it when they do not.
  const pickupTitle = details.includes(comuna) ? "Retiro gratis" : `Retiro gratis en ${comuna}`;
  return (
    <Stack gap="6">
      <styled.p fontSize={{ base: "md", md: "lg" }}>{settings.policies.shipping}</styled.p>
      <Grid columns={{ base: 1, md: 3 }} gap="4">
        <InfoCard icon={Truck} title="A todo Chile">
          Hacemos envíos a todas las regiones del país.
        </InfoCard>
        <InfoCard icon={HandCoins} title="Pagas el envío al recibir">
          El envío no se cobra en el carrito: lo pagas cuando llega tu pedido.
        </InfoCard>
        <InfoCard icon={MapPin} title={pickupTitle}>
          {details}
        </InfoCard>
      </Grid>
    </Stack>
  );
}
