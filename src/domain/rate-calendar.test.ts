import { describe, expect, it } from "vitest";
import { minNightsOn, seasonOf, stayRuleProblem, type NightOverride, type Season } from "./rate-rules";
import {
  calendarNights,
  FULL_WEEK_NIGHTS,
  stayPrice,
  type HolidayNightPrice,
  type ListingPrices,
} from "./stay-price";
import { addDays, daysBetween } from "./zoned-time";

// The rate calendar (issue 51): what the calendar shows for each night is what a stay over those nights is charged.

/** A small seeded generator, so a failing case can be replayed from its seed. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const maybe = <T>(value: () => T, chance = 0.5): T | undefined => (next() < chance ? value() : undefined);
  return { int, maybe };
}

const BASE = "2027-01-01";

function randomCase(seed: number) {
  const r = random(seed);
  const day = (max = 500) => addDays(BASE, r.int(0, max));
  const fils = () => r.int(1, 200) * 1_000;
  const prices: ListingPrices = {
    weekdays: r.maybe(fils, 0.9) ?? null,
    weekend: r.maybe(fils, 0.7) ?? null,
    fullWeek: r.maybe(fils) ?? null,
  };
  if (prices.weekdays == null && prices.weekend == null) prices.weekdays = fils();
  const holidays: HolidayNightPrice[] = Array.from({ length: r.int(0, 4) }, (_, i) => {
    const from = day();
    return { from, to: addDays(from, r.int(0, 6)), amount: fils(), holidayId: i + 1 };
  });
  const seasons: Season[] = Array.from({ length: r.int(0, 4) }, (_, i) => {
    const from = day(400);
    return {
      id: i + 1,
      from,
      to: addDays(from, r.int(0, 90)),
      repeatsYearly: r.int(0, 1) === 1,
      weekdays: fils(),
      weekend: r.maybe(fils) ?? null,
      minNights: r.maybe(() => r.int(1, 5)) ?? null,
    };
  });
  const overrides: NightOverride[] = [];
  for (let i = r.int(0, 30); i > 0; i--) {
    const date = day();
    if (overrides.some((o) => o.date === date)) continue;
    overrides.push({
      date,
      price: r.maybe(fils) ?? null,
      minNights: r.maybe(() => r.int(1, 7), 0.2) ?? null,
      closed: r.int(0, 9) === 0,
      closedToArrival: r.int(0, 9) === 0,
      closedToDeparture: r.int(0, 9) === 0,
    });
  }
  const checkIn = day(480);
  const checkOut = addDays(checkIn, r.int(1, 30));
  return { prices, holidays, rules: { seasons, overrides }, checkIn, checkOut };
}

describe("rate calendar and stay price", () => {
  it("charges a stay the sum of the nights the calendar shows (a full week of plain nights at its price)", () => {
    for (let seed = 1; seed <= 600; seed++) {
      const { prices, holidays, rules, checkIn, checkOut } = randomCase(seed);
      // The calendar is read month by month as the page does, then the stay's nights are picked from it.
      const shown = calendarNights(addDays(checkIn, -10), addDays(checkOut, 10), prices, holidays, rules);
      const stay = shown.filter((n) => n.date >= checkIn && n.date < checkOut);
      const quote = stayPrice(checkIn, checkOut, prices, holidays, rules);
      expect(quote, `seed ${seed}`).not.toBeNull();
      expect(stay).toHaveLength(daysBetween(checkIn, checkOut));
      let expected = 0;
      for (let start = 0; start < stay.length; start += FULL_WEEK_NIGHTS) {
        const block = stay.slice(start, start + FULL_WEEK_NIGHTS);
        const plain = block.every((n) => n.kind === "weekday" || n.kind === "weekend");
        expected +=
          block.length === FULL_WEEK_NIGHTS && plain && prices.fullWeek != null
            ? prices.fullWeek
            : block.reduce((sum, n) => sum + n.amount!, 0);
      }
      expect(quote!.total, `seed ${seed}`).toBe(expected);
      if (prices.fullWeek == null) expect(quote!.total).toBe(stay.reduce((sum, n) => sum + n.amount!, 0));
      // The stay's lines name each night as the calendar does.
      const nightly = quote!.lines.filter((l) => l.kind !== "full_week");
      for (const line of nightly) expect(stay.find((n) => n.date === line.date)?.kind).toBe(line.kind);
    }
  });

  it("refuses a stay by the rules the calendar marks", () => {
    for (let seed = 1; seed <= 600; seed++) {
      const { prices, holidays, rules, checkIn, checkOut } = randomCase(seed);
      const shown = calendarNights(checkIn, checkOut, prices, holidays, rules);
      const nights = shown.slice(0, -1);
      const refused =
        nights.some((n) => n.closed) ||
        shown[0].closedToArrival ||
        shown[shown.length - 1].closedToDeparture ||
        nights.length < shown[0].minNights;
      expect(!!stayRuleProblem(checkIn, checkOut, rules), `seed ${seed}`).toBe(refused);
    }
  });
});

describe("precedence", () => {
  const prices = { weekdays: 40_000, weekend: 60_000, fullWeek: 250_000 };
  const summer: Season = {
    id: 1,
    from: "2026-06-01",
    to: "2026-08-31",
    repeatsYearly: true,
    weekdays: 70_000,
    weekend: 90_000,
    minNights: 2,
  };
  const eid: Season = {
    id: 2,
    from: "2027-05-15",
    to: "2027-05-20",
    repeatsYearly: false,
    weekdays: 120_000,
  };
  const holidays = [{ from: "2027-07-10", to: "2027-07-12", amount: 150_000, holidayId: 9 }];

  it("takes an override over a holiday over a season over the listing's prices", () => {
    const rules = { seasons: [summer], overrides: [{ date: "2027-07-11", price: 30_000 }] };
    const night = (date: string) => calendarNights(date, date, prices, holidays, rules)[0];
    expect(night("2027-07-11")).toMatchObject({ kind: "override", amount: 30_000 });
    expect(night("2027-07-10")).toMatchObject({ kind: "holiday", amount: 150_000, holidayId: 9 });
    // 2027-07-08 is a Thursday: the season's weekend price; a summer repeating from 2026 covers 2027.
    expect(night("2027-07-08")).toMatchObject({ kind: "season", amount: 90_000, seasonId: 1 });
    expect(night("2027-07-07")).toMatchObject({ kind: "season", amount: 70_000 });
    expect(night("2027-09-01")).toMatchObject({ kind: "weekday", amount: 40_000 });
  });

  it("gives overlapping seasons' nights to the narrower one, and a one-off season only its own year", () => {
    const wide: Season = { ...summer, from: "2027-05-01", to: "2027-09-30", repeatsYearly: false };
    expect(seasonOf("2027-05-16", [wide, eid])?.id).toBe(2);
    expect(seasonOf("2028-05-16", [wide, eid])).toBeUndefined();
  });

  it("wraps a yearly season over the new year", () => {
    const winter: Season = { from: "2026-12-20", to: "2027-01-05", repeatsYearly: true, weekdays: 1 };
    expect(seasonOf("2030-12-31", [winter])).toBe(winter);
    expect(seasonOf("2031-01-05", [winter])).toBe(winter);
    expect(seasonOf("2031-01-06", [winter])).toBeUndefined();
  });

  it("prices no full week across season nights", () => {
    // Sunday 2027-08-29 for 7 nights: two summer nights, so every night is priced alone.
    const price = stayPrice("2027-08-29", "2027-09-05", prices, [], { seasons: [summer] });
    expect(price?.lines.map((l) => l.kind)).toEqual([
      "season",
      "season",
      "season",
      "weekday",
      "weekend",
      "weekend",
      "weekday",
    ]);
    const plain = stayPrice("2027-09-05", "2027-09-12", prices, [], { seasons: [summer] });
    expect(plain?.lines).toEqual([{ date: "2027-09-05", nights: 7, kind: "full_week", amount: 250_000 }]);
  });

  it("asks the arrival night's minimum across a season edge", () => {
    const rules = { seasons: [summer] };
    expect(minNightsOn("2027-05-31", rules)).toBe(1);
    expect(stayRuleProblem("2027-05-31", "2027-06-01", rules)).toBeUndefined();
    expect(stayRuleProblem("2027-06-01", "2027-06-02", rules)).toEqual({
      field: "to",
      key: "rates.minNights",
      params: { count: 2, date: "2027-06-01" },
    });
    // An override of the arrival night wins over the season.
    expect(
      stayRuleProblem("2027-06-01", "2027-06-02", {
        ...rules,
        overrides: [{ date: "2027-06-01", minNights: 1 }],
      }),
    ).toBeUndefined();
  });

  it("refuses closed nights, arrivals and departures; a closed-to-departure check-in day is fine", () => {
    const overrides = [
      { date: "2027-03-02", closed: true },
      { date: "2027-03-05", closedToArrival: true },
      { date: "2027-03-07", closedToDeparture: true },
    ];
    expect(stayRuleProblem("2027-03-01", "2027-03-03", { overrides })?.key).toBe("rates.closedNight");
    // The night before a closed night can be left on its morning.
    expect(stayRuleProblem("2027-03-01", "2027-03-02", { overrides })).toBeUndefined();
    expect(stayRuleProblem("2027-03-05", "2027-03-06", { overrides })?.key).toBe("rates.closedToArrival");
    expect(stayRuleProblem("2027-03-06", "2027-03-07", { overrides })?.key).toBe("rates.closedToDeparture");
    expect(stayRuleProblem("2027-03-07", "2027-03-08", { overrides })).toBeUndefined();
  });
});
