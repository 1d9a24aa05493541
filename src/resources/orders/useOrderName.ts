import { useCallback } from "react";
import { useLocaleState, useTranslate, type RaRecord } from "react-admin";
import { localizedName } from "../../domain/localizedText";
import { useCurrentScope } from "../shared/useCurrentScope";

/** The messages that name an order: its page's title and the confirmations of a delete and a rejection. */
export type OrderNameKey = "title" | "deleteConfirm" | "reject.title";

/**
 * Names an order as a person tells orders apart: "Order #20 · Salmiya". Numbers repeat per branch, so the branch
 * (the order's own, in the reader's language) is always said; without a known branch, only the number.
 */
export function useOrderName(): (record: RaRecord, key?: OrderNameKey) => string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { business } = useCurrentScope();
  return useCallback(
    (record, key = "title") => {
      const branch = business?.branches.find((candidate) => candidate.id === record.branch_id);
      const branchName = branch ? localizedName(branch.locales, locale) : "";
      const order = translate(`resources.orders.${branchName ? "reference" : "referenceNoBranch"}`, {
        number: record.number ?? record.id,
        branch: branchName,
      });
      return translate(`resources.orders.${key}`, { order });
    },
    [business, locale, translate],
  );
}
