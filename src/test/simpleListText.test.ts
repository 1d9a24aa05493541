import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "./sourceFiles";

// react-admin's SimpleList floats its tertiary text to the card's end only when it is a string or a function; an
// element is put in bare and runs into the primary text ("AppetizersMain Menu" on a phone). Checked over every
// component of the dashboard, so a new phone card is covered too.

const SRC = path.resolve(__dirname, "..");

function elementTertiaryTexts(source: string): number {
  return [...source.matchAll(/\btertiaryText=\{\s*</g)].length;
}

describe("phone cards", () => {
  it("finds a tertiary text given as an element", () => {
    expect(elementTertiaryTexts('<SimpleList tertiaryText={<DayField source="at" />} />')).toBe(1);
    expect(elementTertiaryTexts('<SimpleList tertiaryText={() => <DayField source="at" />} />')).toBe(0);
  });

  it("gives every tertiary text as a function, so it sits apart at the card's end", () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => elementTertiaryTexts(fs.readFileSync(file, "utf8")) > 0)
      .map((file) => path.relative(SRC, file));
    expect(offenders).toEqual([]);
  });
});
