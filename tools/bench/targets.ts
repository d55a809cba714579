/** The targets, and the table rows that put each measured median beside its target. */
import type { InteractionSample } from "./interaction.ts";
import type { LighthouseSample } from "./lighthouse-run.ts";
import type { OfflineVisit, RepeatVisitSample } from "./repeat-visit.ts";
import { at, formats, median, type Row } from "./report.ts";

export interface BenchResults {
  homeRouteManifestKib: number;
  /** The product page's HTML as served, gzipped. */
  productHtmlGzKib: number;
  lighthouse: { home: LighthouseSample[]; product: LighthouseSample[] };
  repeatVisits: RepeatVisitSample[];
  interactions: InteractionSample[];
  /** Taps the moment a fresh page shows (tools/browser/early-taps.ts): how many landed, of how many. */
  earlyTaps: { productAdd: number; homeCardAdd: number; productAddThenCart: number; visits: number };
}

function medianOf<T>(samples: T[], pick: (sample: T) => number | undefined): number | string {
  return median(samples.map(pick).filter((value): value is number => value !== undefined)) ?? "sin datos";
}

function lighthouseRows(page: string, samples: LighthouseSample[], isHome: boolean): Row[] {
  const of = (pick: (sample: LighthouseSample) => number) => medianOf(samples, pick);
  return [
    {
      metric: `${page}: Lighthouse rendimiento`,
      value: of((s) => s.performance),
      format: formats.score,
      target: at.least(95, "95"),
    },
    {
      metric: `${page}: LCP`,
      value: of((s) => s.lcpMs),
      format: formats.seconds,
      target: at.most(1800, "1,80 s"),
    },
    { metric: `${page}: TBT`, value: of((s) => s.tbtMs), format: formats.ms, target: at.most(100, "100 ms") },
    { metric: `${page}: CLS`, value: of((s) => s.cls), format: formats.cls, target: at.most(0.02, "0,020") },
    { metric: `${page}: FCP`, value: of((s) => s.fcpMs), format: formats.seconds },
    ...(
      [
        ["accesibilidad", (s) => s.accessibility],
        ["buenas prácticas", (s) => s.bestPractices],
        ["SEO", (s) => s.seo],
      ] as const satisfies readonly (readonly [string, (s: LighthouseSample) => number])[]
    ).map(([name, pick]) => ({
      metric: `${page}: Lighthouse ${name}`,
      value: of(pick),
      format: formats.score,
      target: at.least(100, "100"),
    })),
    { metric: `${page}: JS transferido, carga completa`, value: of((s) => s.jsKib), format: formats.kib },
    {
      metric: `${page}: JS transferido antes del LCP`,
      value: of((s) => s.jsBeforeLcpKib),
      format: formats.kib,
    },
    {
      metric: `${page}: peticiones a Firestore antes del LCP (visita nueva)`,
      value: of((s) => s.firestoreBeforeLcp),
      format: formats.count,
      target: isHome ? at.most(0, "0") : undefined,
    },
    {
      metric: `${page}: /api/storefront antes del LCP (visita nueva)`,
      value: of((s) => s.snapshotFetchesBeforeLcp),
      format: formats.count,
      target: isHome ? at.most(1, "1") : undefined,
    },
  ];
}

/** How many of the taps made the moment a fresh page showed landed: all of them is the target. */
function earlyTapRows({ visits, ...landed }: BenchResults["earlyTaps"]): Row[] {
  const row = (metric: string, value: number): Row => ({
    metric: `${metric}, tocado apenas se ve (visitas nuevas, CPU 4×)`,
    value,
    format: (count) => `${formats.count(count)} de ${visits}`,
    target: at.least(visits, `${visits} de ${visits}`),
  });
  return [
    row("Producto: 'Agregar al carrito' que llega", landed.productAdd),
    row("Inicio: carrito de una tarjeta que llega", landed.homeCardAdd),
    row("Producto: agregar y abrir el carrito, con la pieza", landed.productAddThenCart),
  ];
}

/** The median time to the grid offline, or why no visit showed it (no service worker, or the error). */
function offlineValue(samples: RepeatVisitSample[], visit: (sample: RepeatVisitSample) => OfflineVisit) {
  const shown = samples.flatMap((s) => visit(s).gridVisibleMs ?? []);
  if (shown.length > 0) return median(shown)!;
  if (samples.every((s) => s.serviceWorker === "sin service worker")) return "sin service worker";
  return `no carga (${samples[0]?.serviceWorker ?? "?"})`;
}

export function benchRows(results: BenchResults): Row[] {
  const visits = results.repeatVisits;
  return [
    {
      metric: "Inicio: JS de la ruta antes del primer pintado (manifiesto, gzip)",
      value: results.homeRouteManifestKib,
      format: formats.kib,
      // The target, which tests/build also holds the build to (HOME_JS_BUDGET_KIB).
      target: at.most(100, "100 KiB"),
    },
    ...lighthouseRows("Inicio", results.lighthouse.home, true),
    ...lighthouseRows("Producto", results.lighthouse.product, false),
    {
      metric: "Producto: HTML servido (gzip)",
      value: results.productHtmlGzKib,
      format: formats.kib,
      target: at.most(30, "30 KiB"),
    },
    {
      metric: "Producto: toque en 'Agregar al carrito', CPU 4× (Event Timing)",
      value: medianOf(results.interactions, (s) => s.productAddToCartMs),
      format: formats.ms,
      target: at.most(100, "100 ms"),
    },
    {
      metric: "Inicio: toque en el carrito de una tarjeta, CPU 4× (Event Timing)",
      value: medianOf(results.interactions, (s) => s.homeCardAddToCartMs),
      format: formats.ms,
      target: at.most(100, "100 ms"),
    },
    {
      metric: "Producto: el mismo toque apenas la página responde, CPU 4×",
      value: medianOf(results.interactions, (s) => s.productAddToCartFirstMs),
      format: formats.ms,
      target: at.most(100, "100 ms"),
    },
    {
      metric: "Inicio: el mismo toque apenas la página responde, CPU 4×",
      value: medianOf(results.interactions, (s) => s.homeCardAddToCartFirstMs),
      format: formats.ms,
      target: at.most(100, "100 ms"),
    },
    ...earlyTapRows(results.earlyTaps),
    {
      metric: "Vuelve (en línea): peticiones a Firestore antes de la grilla",
      value: medianOf(visits, (s) => s.returning.firestoreBeforeGrid),
      format: formats.count,
      target: at.most(0, "0"),
    },
    {
      metric: "Vuelve (en línea): /api/storefront antes de la grilla",
      value: medianOf(visits, (s) => s.returning.snapshotFetchesBeforeGrid),
      format: formats.count,
    },
    {
      metric: "Vuelve (en línea): grilla visible desde la navegación",
      value: medianOf(visits, (s) => s.returning.gridVisibleMs),
      format: formats.ms,
    },
    {
      metric: "Vuelve sin conexión: grilla visible desde la navegación",
      value: offlineValue(visits, (s) => s.offline),
      format: formats.ms,
      target: at.most(1000, "1 000 ms"),
    },
    {
      metric: "Vuelve sin conexión, CPU 4× más lenta: grilla visible",
      value: offlineValue(visits, (s) => s.offlineSlowCpu),
      format: formats.ms,
    },
  ];
}
