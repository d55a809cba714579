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

// jsdom has no media queries; Chakra's breakpoint hooks ask for them. Width queries are answered
// for jsdom's window (1024 px wide: the back office's wide layout), anything else as not matching.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => {
    const min = /min-width:\s*([\d.]+)(px|em|rem)/.exec(query);
    const max = /max-width:\s*([\d.]+)(px|em|rem)/.exec(query);
    const px = (match: RegExpExecArray) => Number(match[1]) * (match[2] === "px" ? 1 : 16);
    const width = window.innerWidth;
    const matches = (min || max) !== null && (!min || width >= px(min)) && (!max || width <= px(max));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  };
}
