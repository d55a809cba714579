import "@/theme/fonts.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/app.tsx";
import { captureInstallPrompt } from "@/features/pwa/install-prompt.ts";

captureInstallPrompt();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
