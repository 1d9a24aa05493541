import { dayOfWeek, localDateOf, wallClock } from "../../domain/zoned-time";
import { clockAt } from "../format";
import { useLanguage, type MessageKey, type Translate } from "../i18n";
import type { PublicBranch } from "../types";

// "Closed" or "busy, back at 20:30", said at the top of the menu before anything is added: the menu stays readable,
// and the item sheets and the checkout refuse to add or send (the server refuses too: public/orders.ts).

const STATES = ["paused", "busy", "closed_today", "holiday", "outside_hours", "ordering_disabled"];

/** Today's opening time still to come, in the business's time zone ("18:00"), if any. */
function opensLaterToday(branch: PublicBranch, now: Date): string | null {
  const weekday = dayOfWeek(localDateOf(now, branch.time_zone));
  const hours = branch.opening_hours.find((h) => h.weekday === weekday);
  if (!hours || hours.closed) return null;
  const wall = wallClock(now.getTime(), branch.time_zone);
  const [h, m] = hours.opens.split(":").map(Number);
  return h * 60 + m > wall.hour * 60 + wall.minute ? hours.opens : null;
}

export function closedMessage(branch: PublicBranch, t: Translate, now = new Date()): string | null {
  if (branch.accepting_orders) return null;
  const state = branch.ordering_state;
  if (state === "open") return t("closed.noTypes");
  if (state === "busy")
    return branch.busy_until
      ? t("closed.busy", { time: clockAt(branch.busy_until, branch.time_zone) })
      : t("closed.busyNoTime");
  const message = t((STATES.includes(state) ? `closed.${state}` : "closed.paused") as MessageKey);
  const opens = state === "outside_hours" ? opensLaterToday(branch, now) : null;
  return opens ? `${message} ${t("opensAt", { time: opens })}` : message;
}

export function StatusBanner({ branch }: { branch: PublicBranch }) {
  const { t } = useLanguage();
  const message = closedMessage(branch, t);
  if (!message) return null;
  return (
    <p className="banner closed" role="status" data-ordering={branch.ordering_state}>
      {message}
    </p>
  );
}
