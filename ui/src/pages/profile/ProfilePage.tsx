import { avatarInitials } from "@invoicing/core";
import { useAtomValue } from "jotai";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { usePageTitle } from "../../app/use-page-title.ts";
import { userAtom } from "../../auth/session.ts";
import { ProfileForm } from "./ProfileForm.tsx";
import styles from "./profile.module.css";

/**
 * `/profile`: who is signed in, and the simpler personal information form (names, e-mail,
 * phone); company details, logo, password and preferences are under settings.
 */
export const ProfilePage = () => {
  const { t } = useTranslation();
  usePageTitle(t("profile.title"));
  const user = useAtomValue(userAtom);
  if (user === undefined) return null;
  return (
    <div className="page">
      <div className="page-header">
        <div>
          <h1>{t("profile.title")}</h1>
          <p>{t("profile.subtitle")}</p>
        </div>
      </div>
      <div className={styles.layout}>
        <section className={`card ${styles.identity}`} aria-label={t("profile.account")}>
          <span className={styles.avatar} aria-hidden="true">
            {avatarInitials(user)}
          </span>
          <div className={styles.who}>
            <p className={styles.name}>{user.name || user.email}</p>
            <p className={styles.email}>{user.email}</p>
            {user.companyName ? <p>{user.companyName}</p> : null}
          </div>
          <Link href="/settings" className="btn btn-secondary">
            {t("profile.moresettings")}
          </Link>
        </section>
        <section className="card" aria-labelledby="profile-personal">
          <h2 id="profile-personal" className={styles.heading}>
            {t("profile.personal")}
          </h2>
          <ProfileForm user={user} detailed={false} />
        </section>
      </div>
    </div>
  );
};
