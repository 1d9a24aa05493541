import { useEffect, useId, useState } from "react";
import { Box } from "@mui/material";
import { useTranslate } from "react-admin";
import { fromDisplayDate, isoDay, isValidIsoDay, toDisplayDate } from "../dates";
import { DayPickerAdornment } from "../DayPickerAdornment";
import { FilterField, FilterInput } from "./FilterField";
import { useListFilters } from "./useListFilters";

type End = "from" | "to";
const ENDS: readonly End[] = ["from", "to"];

/** What a typed day means: nothing (no bound), a day (YYYY-MM-DD), or text that is not a day yet. */
const readDay = (text: string) => (text.trim() === "" ? undefined : fromDisplayDate(text));

/** The message of each end: a day that is not one, or a start after the end (told on the end). */
function problemsOf(days: Record<End, string | undefined>) {
  const problems: Partial<Record<End, string>> = {};
  for (const end of ENDS)
    if (days[end] !== undefined && !isValidIsoDay(days[end]))
      problems[end] = "app.catalog.dateRange.invalidDate";
  if (!problems.from && !problems.to && days.from && days.to && days.from > days.to)
    problems.to = "app.catalog.dateRange.order";
  return problems;
}

/**
 * A list's period (`from` and `to`, whole days, either left open), days typed as DD-MM-YYYY or picked. The list
 * follows as soon as both ends make a period; while one is not a day, or the start is after the end, the field says
 * so and the list keeps its last period.
 */
export function PeriodFilter(_props: { source: "from"; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const id = useId();
  const { values, apply } = useListFilters();
  const applied = { from: isoDay(values.from), to: isoDay(values.to) };
  const [texts, setTexts] = useState(() => ({
    from: toDisplayDate(applied.from),
    to: toDisplayDate(applied.to),
  }));

  // A period set elsewhere (Clear filters, a link from the Overview) shows in the fields; what the user typed and
  // applied already reads the same and stays as typed.
  const { from: appliedFrom, to: appliedTo } = applied;
  useEffect(() => {
    const now = { from: appliedFrom, to: appliedTo };
    setTexts((typed) => {
      const same = ENDS.every((end) => readDay(typed[end]) === now[end]);
      return same ? typed : { from: toDisplayDate(now.from), to: toDisplayDate(now.to) };
    });
  }, [appliedFrom, appliedTo]);

  // A day half typed is not wrong yet: it is told once the field is left; a start after the end at once.
  const [left, setLeft] = useState<Record<End, boolean>>({ from: false, to: false });
  const days = { from: readDay(texts.from), to: readDay(texts.to) };
  const problems = problemsOf(days);
  const shown = (end: End) =>
    problems[end] && (left[end] || problems[end] === "app.catalog.dateRange.order")
      ? problems[end]
      : undefined;
  const change = (end: End, text: string) => {
    const next = { ...texts, [end]: text };
    setTexts(next);
    const nextDays = { from: readDay(next.from), to: readDay(next.to) };
    if (Object.keys(problemsOf(nextDays)).length === 0) apply(nextDays);
  };

  return (
    // Two to a row from a 320 px phone up, start first in the reading direction.
    <Box sx={{ display: "flex", gap: 2, width: "100%" }}>
      {ENDS.map((end) => {
        const problem = shown(end);
        return (
          <Box key={end} sx={{ flex: "1 1 140px", minWidth: 0, display: "flex", "& > *": { flex: 1 } }}>
            <FilterField
              source={end}
              label={translate(`app.catalog.dateRange.${end}`)}
              inputId={`${id}-${end}`}
              error={!!problem}
              helperText={problem && translate(problem)}
              helperId={`${id}-${end}-message`}
            >
              <FilterInput
                id={`${id}-${end}`}
                name={end}
                placeholder={translate("app.catalog.dateRange.placeholder")}
                value={texts[end]}
                onChange={(event) => change(end, event.target.value)}
                onBlur={() => setLeft((before) => ({ ...before, [end]: true }))}
                error={!!problem}
                inputProps={{ "aria-describedby": problem ? `${id}-${end}-message` : undefined }}
                endAdornment={
                  <DayPickerAdornment
                    currentDay={() => (days[end] && isValidIsoDay(days[end]) ? days[end] : undefined)}
                    onPick={(day) => change(end, toDisplayDate(day))}
                  />
                }
              />
            </FilterField>
          </Box>
        );
      })}
    </Box>
  );
}
