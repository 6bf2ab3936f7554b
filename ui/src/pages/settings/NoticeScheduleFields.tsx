import { NOTICE_OFFSET_MAX, NOTICE_OFFSET_MIN, NOTICE_SCHEDULE_MAX } from "@invoicing/core";
import { useTranslation } from "react-i18next";
import { FieldError } from "../../components/FieldError.tsx";
import styles from "./settings.module.css";

type Side = "before" | "on" | "after";

/** One notice as the form shows it: a number of days and on which side of the due date. */
const sideOf = (offset: number): Side => (offset < 0 ? "before" : offset === 0 ? "on" : "after");
const offsetOf = (days: number, side: Side): number =>
  side === "on" ? 0 : side === "before" ? -Math.abs(days) : Math.abs(days);

/**
 * The notice schedule of docs/PRODUCT-RULES.md#lifecycle: each notice a number of days before,
 * on or after the due date; a notice is added (up to the maximum) or removed. `error` is the i18n
 * key of the schedule's problem.
 */
export const NoticeScheduleFields = ({
  offsets,
  onChange,
  error,
}: {
  readonly offsets: ReadonlyArray<number>;
  readonly onChange: (offsets: ReadonlyArray<number>) => void;
  readonly error: string | undefined;
}) => {
  const { t } = useTranslation();
  const replace = (index: number, offset: number) =>
    onChange(offsets.map((current, position) => (position === index ? offset : current)));
  const nextFree = () => {
    for (let day = 1; day <= NOTICE_OFFSET_MAX; day += 1) {
      if (!offsets.includes(day)) return day;
    }
    return 0;
  };
  return (
    <fieldset className={styles.schedule} aria-describedby="notice-schedule-hint">
      <legend>{t("settings.notifications.schedule")}</legend>
      <p id="notice-schedule-hint" className="field-hint">
        {t("settings.notifications.schedulehint")}
      </p>
      <ol className={styles.scheduleRows}>
        {offsets.map((offset, index) => {
          const side = sideOf(offset);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are positions in the list being edited
            <li key={index} className={styles.scheduleRow}>
              <label>
                <span className="visually-hidden">{t("settings.notifications.days")}</span>
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={side === "before" ? -NOTICE_OFFSET_MIN : NOTICE_OFFSET_MAX}
                  step={1}
                  value={Math.abs(offset)}
                  disabled={side === "on"}
                  onChange={(event) => replace(index, offsetOf(Number(event.target.value), side))}
                />
              </label>
              <label>
                <span className="visually-hidden">{t("settings.notifications.when")}</span>
                <select
                  value={side}
                  onChange={(event) => {
                    const chosen = event.target.value as Side;
                    replace(index, offsetOf(Math.abs(offset) || 1, chosen));
                  }}
                >
                  {(["before", "on", "after"] as const).map((choice) => (
                    <option key={choice} value={choice}>
                      {t(`settings.notifications.${choice}`)}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => onChange(offsets.filter((_, position) => position !== index))}
              >
                {t("settings.notifications.removenotice")}
              </button>
            </li>
          );
        })}
      </ol>
      {error ? <FieldError id="notice-schedule-error" error={error} /> : null}
      <button
        type="button"
        className="btn btn-secondary"
        disabled={offsets.length >= NOTICE_SCHEDULE_MAX}
        onClick={() => onChange([...offsets, nextFree()])}
      >
        {t("settings.notifications.addnotice")}
      </button>
    </fieldset>
  );
};
