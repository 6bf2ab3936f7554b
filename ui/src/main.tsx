import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import { loadSession } from "./auth/session-actions.ts";
import { startI18n } from "./i18n/i18n.ts";
import { storedLanguage } from "./i18n/language-store.ts";
import "./styles/global.css";

const root = document.getElementById("root");
if (root === null) throw new Error("index.html has no #root element");

void startI18n(storedLanguage());
void loadSession();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
