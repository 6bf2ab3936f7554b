import { StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { startI18n } from "./i18n/i18n.ts";
import { storedLanguage } from "./i18n/language-store.ts";
import { PayPage } from "./pages/pay/PayPage.tsx";
import "./styles/global.css";

// The pay link's page as an entry of its own (pay.html, docs/PAY-PAGE.md): a client opening the
// link downloads this page and its catalogue's public part, not the signed-in app, its router,
// its state or the schema library.
const root = document.getElementById("root");
if (root === null) throw new Error("pay.html has no #root element");

const token = decodeURIComponent(
  window.location.pathname.replace(/^\/pay\//u, "").split("/")[0] ?? "",
);

void startI18n(storedLanguage());
createRoot(root).render(
  <StrictMode>
    <Suspense fallback={<main aria-busy="true" />}>
      <PayPage token={token} />
    </Suspense>
  </StrictMode>,
);
