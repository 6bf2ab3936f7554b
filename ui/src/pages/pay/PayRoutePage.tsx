import { useParams } from "wouter";
import { PayPage } from "./PayPage.tsx";

/**
 * The pay link's page inside the app's router, for the development server, which serves the app's
 * entry on every path; the built server serves the page's own entry (`pay.html`).
 */
export const PayRoutePage = () => {
  const { token = "" } = useParams<{ token: string }>();
  return <PayPage token={token} />;
};
