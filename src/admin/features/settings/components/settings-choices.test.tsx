import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderInAdmin } from "@/admin/testing/render-in-admin.tsx";
import { SETTINGS_SECTIONS } from "../settings-form.ts";
import { SettingsChoices } from "./settings-choices.tsx";

const methods = SETTINGS_SECTIONS.flatMap((section) => section.fields).find(
  (field) => field.path === "fintocMethods",
)!;

describe("SettingsChoices, the methods Fintoc takes", () => {
  it("checks the saved methods, and keeps them in one order whatever is clicked", async () => {
    const onChange = vi.fn();
    renderInAdmin(
      <SettingsChoices field={methods} value="bank_transfer" error={undefined} onChange={onChange} />,
    );
    const cards = screen.getByRole("checkbox", { name: "Tarjetas de débito y crédito" });
    expect(cards).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Transferencia bancaria" })).toBeChecked();

    await userEvent.click(cards);
    expect(onChange).toHaveBeenCalledWith("card, bank_transfer");
  });

  it("marks the boxes and says what to do when none is checked", () => {
    renderInAdmin(
      <SettingsChoices field={methods} value="" error="Elige al menos un medio de pago" onChange={vi.fn()} />,
    );
    const group = screen.getByRole("group", { name: "Medios que acepta tu cuenta de Fintoc" });
    expect(group).toHaveAccessibleDescription("Elige al menos un medio de pago");
    for (const box of screen.getAllByRole("checkbox")) expect(box).toHaveAttribute("aria-invalid", "true");
  });
});
