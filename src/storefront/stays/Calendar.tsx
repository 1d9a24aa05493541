import { useState } from "react";
import { dayLabel } from "../format";
import { useLanguage } from "../i18n";
import { canCheckOut, monthGrid, shiftMonth, tapDay, type NightRange } from "./nights";

// A month at a time: free nights can be a first night, the days after a first night up to the next taken night can be
// the check-out day; taken nights are marked and cannot start a stay.

export function Calendar({
  first,
  last,
  free,
  range,
  onChange,
}: {
  /** the first day shown (today) and the last (the reservation-till date's next day) */
  first: string;
  last: string;
  free: ReadonlySet<string>;
  range: NightRange | null;
  onChange: (range: NightRange | null) => void;
}) {
  const { locale, t } = useLanguage();
  const [month, setMonth] = useState(first.slice(0, 7));
  const title = new Intl.DateTimeFormat(locale === "ar" ? "ar-u-nu-latn" : "en-GB", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${month}-01T00:00:00Z`));
  const weekdays = monthGrid("2023-01")[1].map((day) =>
    new Intl.DateTimeFormat(locale === "ar" ? "ar" : "en-GB", { weekday: "narrow", timeZone: "UTC" }).format(
      new Date(`${day}T00:00:00Z`),
    ),
  );
  const inRange = (day: string) =>
    !!range && day >= range.from && (range.to ? day < range.to : day === range.from);
  return (
    <div className="calendar">
      <div className="calendar-head">
        <button
          type="button"
          aria-label={t("previousMonth")}
          disabled={month <= first.slice(0, 7)}
          onClick={() => setMonth(shiftMonth(month, -1))}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h3 aria-live="polite">{title}</h3>
        <button
          type="button"
          aria-label={t("nextMonth")}
          disabled={month >= last.slice(0, 7)}
          onClick={() => setMonth(shiftMonth(month, 1))}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table>
        <thead>
          <tr>
            {weekdays.map((day, i) => (
              <th key={i} scope="col">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week, w) => (
            <tr key={w}>
              {week.map((day, d) => {
                if (!day || day < first || day > last) return <td key={d} />;
                const isFree = free.has(day);
                const checkOut = canCheckOut(range, day, free) || range?.to === day;
                const usable = isFree || checkOut;
                const state = isFree ? t("free") : t("taken");
                return (
                  <td key={d}>
                    <button
                      type="button"
                      className={`day${isFree ? " free" : " taken"}${inRange(day) ? " chosen" : ""}${range?.to === day ? " check-out" : ""}`}
                      data-day={day}
                      aria-pressed={inRange(day) || range?.to === day}
                      aria-label={`${dayLabel(day, locale, true)}: ${state}`}
                      disabled={!usable}
                      onClick={() => onChange(tapDay(range, day, free))}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
