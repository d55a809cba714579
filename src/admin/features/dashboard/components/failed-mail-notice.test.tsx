import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInAdmin } from "@/admin/testing/render-in-admin.tsx";
import { FailedMailNotice } from "./failed-mail-notice.tsx";

describe("FailedMailNotice", () => {
  it("counts the failed notices, shows the latest error and says to check the SMTP values", () => {
    renderInAdmin(
      <FailedMailNotice
        failed={{
          count: 3,
          latest: {
            error: "Error: Invalid login: 535 Authentication failed",
            at: new Date("2026-11-26T15:05:00Z"),
          },
        }}
      />,
    );
    const notice = screen.getByRole("region", { name: "Avisos por correo que no se enviaron" });
    expect(notice).toHaveTextContent("3 avisos por correo no se pudieron enviar en los últimos 7 días");
    expect(notice).toHaveTextContent(
      "Último error (26-11-2026 12:05): Error: Invalid login: 535 Authentication failed",
    );
    expect(notice).toHaveTextContent("Revisa los valores SMTP");
  });

  it("shows nothing while every notice was delivered, or before the count is known", () => {
    expect(
      renderInAdmin(<FailedMailNotice failed={{ count: 0, latest: null }} />).container,
    ).toBeEmptyDOMElement();
    expect(renderInAdmin(<FailedMailNotice failed={undefined} />).container).toBeEmptyDOMElement();
  });
});
