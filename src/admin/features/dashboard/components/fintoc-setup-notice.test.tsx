import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInAdmin } from "@/admin/testing/render-in-admin.tsx";
import { FintocSetupNotice } from "./fintoc-setup-notice.tsx";

describe("FintocSetupNotice", () => {
  it("tells the owner of a deployed shop that the payment link is off, and which secret is wrong", () => {
    renderInAdmin(
      <FintocSetupNotice
        status={{
          fintoc: { state: "incomplete", problem: "missing-webhook-secret" },
          deployed: true,
          checkoutRefused: true,
        }}
      />,
    );
    const notice = screen.getByRole("region", { name: "Configuración de Fintoc" });
    expect(notice).toHaveTextContent("El pago con link está desactivado");
    expect(notice).toHaveTextContent("Falta el secreto del webhook de Fintoc (FINTOC_WEBHOOK_SECRET)");
  });

  it("warns that test mode takes no real money", () => {
    renderInAdmin(
      <FintocSetupNotice status={{ fintoc: { state: "test" }, deployed: true, checkoutRefused: false }} />,
    );
    expect(screen.getByRole("region", { name: "Configuración de Fintoc" })).toHaveTextContent(
      "Fintoc está en modo de prueba: sus pagos no son dinero real",
    );
  });

  it("says nothing for live mode, a shop without Fintoc, or the emulators", () => {
    for (const status of [
      { fintoc: { state: "live" as const }, deployed: true, checkoutRefused: false },
      { fintoc: { state: "off" as const }, deployed: true, checkoutRefused: false },
      {
        fintoc: { state: "incomplete" as const, problem: "missing-webhook-secret" as const },
        deployed: false,
        checkoutRefused: false,
      },
    ])
      expect(renderInAdmin(<FintocSetupNotice status={status} />).container).toBeEmptyDOMElement();
  });
});
