import type { ReactNode } from "react";
import { ApiError } from "../api";
import { useLanguage } from "../i18n";

/** A page-sized message: what is wrong or what to do, with an action when there is one. */
export function Message({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <main className="message">
      <p role="status">{children}</p>
      {action}
    </main>
  );
}

export function Loading() {
  const { t } = useLanguage();
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t("loading")}</span>
    </div>
  );
}

/** A failed load: "not found" for a 404, else the connection's failure with a retry. */
export function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useLanguage();
  if (error instanceof ApiError && error.status === 404) return <Message>{t("notFound")}</Message>;
  return (
    <Message
      action={
        <button type="button" className="button" onClick={retry}>
          {t("retry")}
        </button>
      }
    >
      {error instanceof ApiError ? error.message : t("networkError")}
    </Message>
  );
}
