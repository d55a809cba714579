/**
 * Renders a back-office component as the admin does: the full Chakra system, a router, and the
 * toaster, so a test sees the toasts an admin would.
 */
import { ChakraProvider } from "@chakra-ui/react";
import { render, type RenderResult } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router-dom";
import { afterEach } from "vitest";
import { toaster } from "@/lib/ui/toaster.ts";
import Toaster from "./toaster-view.tsx";
import { adminSystem } from "@/admin/theme/system.ts";
import { ADMIN_BASE } from "@domain/admin-paths.ts";

// The toast store outlives a render: a toast left over would show up in the next test's toaster.
afterEach(() => toaster.remove());

export function renderInAdmin(
  ui: ReactElement,
  { path = ADMIN_BASE }: { path?: string } = {},
): RenderResult & { user: UserEvent } {
  // No pause between keystrokes: nothing here depends on typing speed, and it keeps the suite quick.
  const user = userEvent.setup({ delay: null });
  const result = render(
    <ChakraProvider value={adminSystem}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      <Toaster />
    </ChakraProvider>,
  );
  return { ...result, user };
}
