import { franceApi } from "../../api/france-api.ts";
import { useApiQuery } from "../../queries/use-api-query.ts";

/**
 * The tax rate new lines start with, as the form types it: the France settings' default VAT rate
 * (0.2 → "20"), or "0" without settings or when they cannot be read. Undefined until the answer
 * is known, so that a new invoice's form is made once, with it.
 */
export const useDefaultTaxRate = (): string | undefined => {
  const settings = useApiQuery({
    queryKey: ["france", "settings"],
    queryFn: ({ signal }) => franceApi.settings({ signal }),
  });
  if (settings.isPending) return undefined;
  const fraction = settings.data?.data?.defaultVATRate;
  return fraction === undefined ? "0" : String(Math.round(fraction * 1000) / 10);
};
