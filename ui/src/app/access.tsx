import { useAtomValue } from "jotai";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Redirect, useLocation, useSearch } from "wouter";
import { sessionAtom } from "../auth/session.ts";
import { loadSession } from "../auth/session-actions.ts";
import { Banner } from "../components/Banner.tsx";
import { Spinner } from "../components/Spinner.tsx";
import { safeNextPath } from "./safe-next-path.ts";

/** The spinner shown while the session is being settled. */
const SessionLoading = () => {
  const { t } = useTranslation();
  return <Spinner block label={t("common.loading")} />;
};

/**
 * Shows `children` to a signed-in user only: a spinner while the session loads, the way to
 * `/login` (coming back here afterwards) for a visitor, a retry when the server is unreachable.
 */
export const MembersOnly = ({ children }: { readonly children: ReactNode }) => {
  const session = useAtomValue(sessionAtom);
  const [location] = useLocation();
  const search = useSearch();
  const { t } = useTranslation();
  switch (session.status) {
    case "loading":
      return <SessionLoading />;
    case "anonymous": {
      const here = search ? `${location}?${search}` : location;
      const next = here === "/" ? "" : `?next=${encodeURIComponent(here)}`;
      return <Redirect to={`/login${next}`} replace />;
    }
    case "unreachable":
      return (
        <div className="page">
          <Banner kind="error">
            <p>{t("common.errors.network")}</p>
            <button type="button" className="btn btn-secondary" onClick={() => void loadSession()}>
              {t("common.retry")}
            </button>
          </Banner>
        </div>
      );
    case "member":
      return children;
  }
};

/**
 * Shows `children` (sign-in, sign-up) to visitors only; a signed-in user, including one who has
 * just signed in here, goes on to the page named by `next`, else the dashboard.
 */
export const GuestsOnly = ({ children }: { readonly children: ReactNode }) => {
  const session = useAtomValue(sessionAtom);
  const next = new URLSearchParams(useSearch()).get("next");
  if (session.status === "loading") return <SessionLoading />;
  if (session.status === "member") return <Redirect to={safeNextPath(next)} replace />;
  return children;
};

/**
 * Sends an unknown path to the dashboard (docs/PRODUCT-RULES.md#screens), which itself asks a
 * visitor to sign in.
 */
export const ToDashboard = () => <Redirect to="/" replace />;
