import "@/theme/fonts.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/app.tsx";
import { loadFirstPage } from "@/app/router.tsx";
import { captureInstallPrompt } from "@/features/pwa/install-prompt.ts";

captureInstallPrompt();

// Not a top-level await: that would make every module of the entry asynchronous and split it.
void loadFirstPage().then((loaded) =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App loaded={loaded} />
    </StrictMode>,
  ),
);
