import { useTranslation } from "react-i18next";
import { receivedInvoicesApi } from "../../api/received-invoices-api.ts";
import { useApiQuery } from "../../queries/use-api-query.ts";
import { FigureCard } from "./FigureCard.tsx";

/**
 * The dashboard's "to pay" figure (docs/FRANCE-PA.md#receiving): what is due on received
 * invoices approved or not yet answered and not paid, one amount per currency, never added
 * together; nothing until the user has received an invoice.
 */
export const ToPayFigure = () => {
  const { t } = useTranslation();
  const loaded = useApiQuery({
    queryKey: ["dashboard-to-pay"],
    queryFn: ({ signal }) => receivedInvoicesApi.toPay({ signal }),
  });
  const [first, ...others] = loaded.data?.data ?? [];
  if (first === undefined) return null;
  return (
    <FigureCard
      label={t("receivedinvoices.topay")}
      icon="invoice"
      tone="info"
      amount={first}
      others={others}
      href="/received-invoices"
    />
  );
};
