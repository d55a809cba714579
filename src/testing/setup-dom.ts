/**
 * Setup for the component tests (vitest project "components", jsdom). Testing Library's automatic
 * cleanup needs vitest's globals, which the project does not turn on, so it is registered here.
 * Each app's render helper clears its own toasts.
 */
import "@testing-library/jest-dom/vitest";
// jsdom has no IndexedDB, where the cart, likes and recently viewed persist (idb-keyval): without
// it every change to those stores logs that storage is unavailable.
import "fake-indexeddb/auto";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(cleanup);
