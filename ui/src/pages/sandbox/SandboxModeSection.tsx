import { useAtomValue } from "jotai";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { authApi } from "../../api/auth-api.ts";
import { userAtom } from "../../auth/session.ts";
import { updateSessionUser } from "../../auth/session-actions.ts";
import { CheckboxField } from "../../components/CheckboxField.tsx";
import { useToast } from "../../components/toasts.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";

/**
 * How long after a saved toggle the page reloads (docs/PRODUCT-RULES.md#sandbox: half a second).
 */
export const SANDBOX_RELOAD_DELAY_MS = 500;

/**
 * The sandbox mode switch (docs/PRODUCT-RULES.md#sandbox): saves `settings.sandboxMode` on the
 * profile, stores the flag in this browser and reloads the page half a second later, so that
 * everything loads afresh in the new mode. On failure the switch goes back and the failure is
 * logged and shown.
 */
export const SandboxModeSection = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const user = useAtomValue(userAtom);
  const [checked, setChecked] = useState(user?.settings.sandboxMode ?? false);
  const [state, setState] = useState<"idle" | "saving" | "reloading">("idle");

  const toggle = async (on: boolean) => {
    if (user === undefined) return;
    setChecked(on);
    setState("saving");
    try {
      const answer = await authApi.updateProfile({
        settings: { ...user.settings, sandboxMode: on },
      });
      updateSessionUser(answer.user);
      setState("reloading");
      setTimeout(() => window.location.reload(), SANDBOX_RELOAD_DELAY_MS);
    } catch (error) {
      console.error("Sandbox mode could not be changed", error);
      setChecked(!on);
      setState("idle");
      toast.error(errorText(error, "sandbox.errors.togglefailed"));
    }
  };

  return (
    <section className="card" aria-labelledby="sandbox-mode-title">
      <h2 id="sandbox-mode-title">{t("sandbox.mode.title")}</h2>
      <CheckboxField
        label={t("sandbox.mode.label")}
        hint={t("sandbox.mode.hint")}
        checked={checked}
        disabled={state !== "idle"}
        onChange={(on) => void toggle(on)}
      />
      <p role="status">{state === "reloading" ? t("sandbox.mode.reloading") : ""}</p>
    </section>
  );
};
