/**
 * Renders a component as the shop does: a router and the toaster, so a test sees the toasts a
 * shopper would. The styles are static class names: nothing to provide.
 */
import { render, type RenderResult } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router-dom";
import { afterEach } from "vitest";
import { toaster } from "@/lib/ui/toaster.ts";
import Toaster from "@/shop/components/ui/toaster-view.tsx";

// The toast store outlives a render: a toast left over would show up in the next test's toaster.
afterEach(() => toaster.remove());

export function renderInShop(
  ui: ReactElement,
  { path = "/" }: { path?: string } = {},
): RenderResult & { user: UserEvent } {
  // No pause between keystrokes: nothing here depends on typing speed, and it keeps the suite quick.
  const user = userEvent.setup({ delay: null });
  const result = render(
    <>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      <Toaster />
    </>,
  );
  return { ...result, user };
}
