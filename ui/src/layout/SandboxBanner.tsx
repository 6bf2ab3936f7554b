import { useAtomValue } from "jotai";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { userAtom } from "../auth/session.ts";
import { Banner } from "../components/Banner.tsx";
import styles from "./layout.module.css";

/**
 * The warning over every page of a signed-in user while sandbox mode is on
 * (docs/PRODUCT-RULES.md#sandbox): submissions and payments then run in a test environment.
 */
export const SandboxBanner = () => {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  if (user?.settings.sandboxMode !== true) return null;
  return (
    <div className={styles.sandboxBanner}>
      <Banner kind="warning">
        <p>
          <strong>{t("sandbox.banner.title")}</strong> {t("sandbox.banner.text")}{" "}
          <Link href="/sandbox-settings">{t("sandbox.banner.link")}</Link>
        </p>
      </Banner>
    </div>
  );
};
