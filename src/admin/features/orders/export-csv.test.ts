import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { makeOrder } from "@domain/testing/make-order.ts";
import { ordersCsv } from "./export-csv.ts";

const shippedTo = (street: string) =>
  makeOrder({
    delivery: {
      type: "shipping",
      region: "Región Metropolitana",
      comuna: "Ñuñoa",
      street,
      number: "1",
      apartment: null,
    },
  });

/** The export read back as a spreadsheet would get it: one record per order, by column. */
const rows = (csv: string) => Papa.parse<Record<string, string>>(csv, { header: true }).data;

describe("ordersCsv", () => {
  it("keeps a street typed as a formula as text", () => {
    const csv = ordersCsv([shippedTo('=HYPERLINK("http://x","y")')]);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"",""y"") 1"`);
    expect(rows(csv)[0]!["Dirección"]).toBe(`'=HYPERLINK("http://x","y") 1`);
  });

  it("escapes every cell that begins with =, +, -, @, a tab or a carriage return", () => {
    const streets = ["=1+1", "+1+1", "-1+1", "@SUM(A1)", "\t=1+1", "\r=1+1"];
    const read = rows(ordersCsv(streets.map(shippedTo)));
    expect(read.map((row) => row["Dirección"])).toEqual(streets.map((street) => `'${street} 1`));
  });

  it("also escapes a formula followed by a line break, which papaparse's own pattern lets through", () => {
    const read = rows(ordersCsv([shippedTo("=1+1\notra línea")]));
    expect(read[0]!["Dirección"]).toBe("'=1+1\notra línea 1");
  });

  it("leaves ordinary text and amounts as they are", () => {
    const [row] = rows(ordersCsv([shippedTo("Av. Italia")]));
    expect(row).toMatchObject({ Dirección: "Av. Italia 1", Total: "2000", Número: "CHT-20261122-0001" });
    // A number written +56… would be a formula too (and an error in it): it stays text.
    expect(row!.WhatsApp).toBe("'+56 9 1234 5678");
  });
});

describe("ordersCsv amounts", () => {
  it("has subtotal, discount code, discount, shipping and total that add up", () => {
    const order = makeOrder({
      items: [
        {
          productId: "p1",
          name: "Collar Luna",
          price: 34990,
          imageUrl: null,
          quantity: 2,
          subtotal: 69980,
        },
      ],
      discount: { code: "CYBER15", rule: { kind: "percent", percent: 15 }, amount: 10497 },
      shipping: { kind: "charged", amount: 3990 },
      totalAmount: 69980 - 10497 + 3990,
    });
    const [row] = rows(ordersCsv([order]));
    expect(row).toMatchObject({
      Subtotal: "69980",
      "Código de descuento": "CYBER15",
      Descuento: "10497",
      Envío: "3990",
      "Cobro de envío": "$3.990",
      Total: "63473",
    });
  });

  it("counts shipping paid on receipt as nothing in the total, and says so", () => {
    // An order made before shipping costs: home delivery was paid on receipt.
    const [row] = rows(ordersCsv([{ ...shippedTo("Av. Italia"), shipping: null }]));
    expect(row).toMatchObject({
      "Código de descuento": "",
      Descuento: "0",
      Envío: "0",
      "Cobro de envío": "Por pagar al recibir",
    });
  });
});
