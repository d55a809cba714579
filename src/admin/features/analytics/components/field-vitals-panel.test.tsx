import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { summarizeFieldData } from "@domain/analytics/web-vitals-stats.ts";
import { vitalsDaySchema } from "@domain/analytics/web-vitals.schema.ts";
import { renderInAdmin } from "@/admin/testing/render-in-admin.tsx";
import { FieldVitalsPanel } from "./field-vitals-panel.tsx";

const TITLE = "Velocidad real de la tienda (últimos 28 días)";

describe("FieldVitalsPanel", () => {
  it("says when no visit has been measured yet", () => {
    renderInAdmin(<FieldVitalsPanel pages={summarizeFieldData([])} />);
    const panel = screen.getByRole("region", { name: TITLE });
    expect(within(panel).getByText(/Aún no hay visitas medidas/)).toBeInTheDocument();
    expect(within(panel).queryByRole("table")).toBeNull();
  });

  it("shows each visited page type's visits, p75 per metric and its band in words", () => {
    const day = vitalsDaySchema.parse({
      day: "20261127",
      page: "product",
      visits: 3,
      histograms: { LCP: { "2500": 1, "4400": 2 }, INP: { "180": 3 }, CLS: { "120": 3 }, TTFB: { "800": 3 } },
    });
    renderInAdmin(<FieldVitalsPanel pages={summarizeFieldData([day])} />);

    const product = screen.getByRole("region", { name: "Páginas: Producto" });
    expect(within(product).getByRole("heading", { name: "Producto · 3 visitas" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Páginas: Inicio" })).toBeNull();
    const row = (label: string) =>
      within(product)
        .getAllByRole("row")
        .find((tr) => tr.textContent?.includes(label))!;
    expect(within(row("LCP")).getByText("4,4 s")).toBeInTheDocument();
    expect(within(row("LCP")).getByText("Deficiente")).toBeInTheDocument();
    expect(within(row("INP")).getByText("180 ms")).toBeInTheDocument();
    expect(within(row("INP")).getByText("Bueno")).toBeInTheDocument();
    expect(within(row("CLS")).getByText("0,12")).toBeInTheDocument();
    expect(within(row("CLS")).getByText("Necesita mejorar")).toBeInTheDocument();
    expect(within(row("TTFB")).getByText("0,8 s")).toBeInTheDocument();
  });
});
