import { create } from "zustand";

/** Whether the cart side panel is open (UI state only; not persisted). */
export const useCartDrawerStore = create<{ open: boolean; setOpen: (open: boolean) => void }>((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));
