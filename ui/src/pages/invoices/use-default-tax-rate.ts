import { useEffect, useState } from "react";
import { franceApi } from "../../api/index.ts";

/**
 * The tax rate new lines start with, as the form types it: the France settings' default VAT rate
 * (0.2 → "20"), or "0" without settings. Undefined until the answer is known, so that a new
 * invoice's form is made once, with it.
 */
export const useDefaultTaxRate = (): string | undefined => {
  const [rate, setRate] = useState<string | undefined>();
  useEffect(() => {
    const controller = new AbortController();
    franceApi
      .settings({ signal: controller.signal })
      .then((answer) => {
        const fraction = answer.data?.defaultVATRate;
        setRate(fraction === undefined ? "0" : String(Math.round(fraction * 1000) / 10));
      })
      .catch(() => {
        if (!controller.signal.aborted) setRate("0");
      });
    return () => controller.abort();
  }, []);
  return rate;
};
