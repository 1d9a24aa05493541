// Dates and times as the dashboard sends them, turned into the ISO UTC text the database stores.

const DATE_INPUT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A date or date-time from the dashboard (YYYY-MM-DD, YYYY-MM-DDTHH:mm[:ss], optionally with a zone) as ISO UTC text,
 * or null when it is not a real date. Without a zone the time is taken as UTC, so the server's zone never matters.
 */
export function isoFromInput(text: string | null | undefined): string | null {
  const match = DATE_INPUT.exec((text ?? "").trim());
  if (!match) return null;
  const [, y, mo, d, h = "00", mi = "00", s = "00", ms = "0", zone] = match;
  const normalized = `${y}-${mo}-${d}T${h}:${mi}:${s}.${ms.padEnd(3, "0").slice(0, 3)}${zone ? zone.replace(/^([+-]\d{2})(\d{2})$/, "$1:$2") : "Z"}`;
  const time = Date.parse(normalized);
  if (Number.isNaN(time)) return null;
  // Reject rolled-over dates such as 2026-02-30.
  if (!zone && new Date(time).toISOString().slice(0, 10) !== `${y}-${mo}-${d}`) return null;
  return new Date(time).toISOString();
}

export const addDaysIso = (iso: string, days: number) =>
  new Date(Date.parse(iso) + days * 86_400_000).toISOString();
