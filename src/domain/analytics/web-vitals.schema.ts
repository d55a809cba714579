/** The field Web Vitals' beacon and day document, as the function and the back office check them. */
import { z } from "zod";
import {
  CONNECTION_TYPES,
  DEVICE_CLASSES,
  VITALS_MAX,
  VITALS_PAGE_TYPES,
  WEB_VITAL_METRICS,
  type WebVitalMetric,
} from "./web-vitals.ts";

const metricValue = (metric: WebVitalMetric) => z.number().min(0).max(VITALS_MAX[metric]);

/** What a page's beacon says. Strict: an unknown field, or a wrong one, refuses the whole beacon. */
export const vitalsBeaconSchema = z
  .object({
    page: z.enum(VITALS_PAGE_TYPES),
    device: z.enum(DEVICE_CLASSES),
    connection: z.enum(CONNECTION_TYPES),
    metrics: z
      .object({
        LCP: metricValue("LCP").optional(),
        INP: metricValue("INP").optional(),
        CLS: metricValue("CLS").optional(),
        TTFB: metricValue("TTFB").optional(),
      })
      .strict()
      .refine((metrics) => Object.keys(metrics).length > 0, "Sin métricas"),
  })
  .strict();
export type VitalsBeacon = z.infer<typeof vitalsBeaconSchema>;

/** Counts by bucket bound in the bucket unit ("2500": 3), as Firestore stores a map's keys. */
const histogramSchema = z.record(z.string().regex(/^\d+$/), z.number().int().min(0));
export type VitalsHistogram = z.infer<typeof histogramSchema>;

/** `webVitals/{day}_{page}`: one Santiago day's beacons from one kind of page. */
export const vitalsDaySchema = z.object({
  day: z.string().regex(/^\d{8}$/),
  page: z.enum(VITALS_PAGE_TYPES),
  visits: z.number().int().min(0),
  devices: z.partialRecord(z.enum(DEVICE_CLASSES), z.number().int().min(0)).default({}),
  connections: z.partialRecord(z.enum(CONNECTION_TYPES), z.number().int().min(0)).default({}),
  histograms: z.partialRecord(z.enum(WEB_VITAL_METRICS), histogramSchema).default({}),
});
export type VitalsDay = z.infer<typeof vitalsDaySchema>;
