import { useEffect, useState } from "react";
import { WAITER_CALL_WINDOW_MS } from "../../domain/constants";
import { api, ApiError } from "../api";
import { useLanguage } from "../i18n";
import { readStored, writeStored } from "../storage";
import { rememberTableName } from "../visit";

// "Call a waiter" at a table whose QR opened the menu. After a call the button rests for the server's window
// (WAITER_CALL_WINDOW_MS, the same as its rate limit), counting down, and says who is coming; a reload keeps the rest.

const isNumber = (value: unknown): value is number => typeof value === "number";

export function WaiterButton({
  slug,
  tableToken,
  onTableNamed,
}: {
  slug: string;
  tableToken: string;
  /** the table's name, as the server says it in its answer */
  onTableNamed: (name: string) => void;
}) {
  const { locale, t } = useLanguage();
  const key = `waiterCalled.${tableToken}`;
  const [calledAt, setCalledAt] = useState(() => readStored(key, isNumber) ?? 0);
  const [now, setNow] = useState(() => Date.now());
  const [said, setSaid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const left = Math.ceil((calledAt + WAITER_CALL_WINDOW_MS - now) / 1000);
  const resting = left > 0;

  useEffect(() => {
    if (!resting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [resting]);

  const call = async () => {
    setBusy(true);
    try {
      const answer = await api.callWaiter(slug, locale, tableToken);
      rememberTableName(tableToken, answer.table);
      onTableNamed(answer.table);
      setSaid(t("waiterCalled", { table: answer.table }));
      const at = Date.now();
      writeStored(key, at);
      setCalledAt(at);
      setNow(at);
    } catch (error) {
      setSaid(error instanceof ApiError ? error.message : t("networkError"));
      if (error instanceof ApiError && error.status === 429) {
        setCalledAt(Date.now());
        setNow(Date.now());
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="waiter">
      <button type="button" className="button secondary" disabled={busy || resting} onClick={call}>
        {t("callWaiter")}
      </button>
      <p className="waiter-status" role="status">
        {said}
      </p>
      {resting && <p className="waiter-wait">{t("waiterWait", { seconds: left })}</p>}
    </div>
  );
}
