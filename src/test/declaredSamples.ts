import type { Locale } from "../domain/constants";
import type { FieldDeclaration, ResourceDeclaration } from "../domain/resources";

// Records for the generated screens' tests, built from a declaration alone, with the text each value must show
// as (or undefined where the test does not read a text: pictures, references, parents).

const PICTURE = { id: 1, src: "/media/sample.jpg", thumb_src: null, type: "image/jpeg" };

interface Sample {
  value: unknown;
  /** The value as a list cell writes it, in each language. */
  shown?: Record<Locale, RegExp | string>;
  /** Under another key of the record (an attached picture). */
  extra?: Record<string, unknown>;
}

const both = (text: RegExp | string): Record<Locale, RegExp | string> => ({ en: text, ar: text });

function sampleOf(field: FieldDeclaration): Sample {
  switch (field.type) {
    case "localized":
      return {
        value: [
          { locale: "en", name: "Garden" },
          { locale: "ar", name: "حديقة" },
        ],
        shown: { en: "Garden", ar: "حديقة" },
      };
    case "text":
      return { value: String(field.example ?? "Sample"), shown: both(String(field.example ?? "Sample")) };
    case "number":
      return { value: 7, shown: both("7") };
    case "money":
      // KWD with 3 decimals, in the reader's language.
      return { value: 12.5, shown: { en: /KWD\s12\.500/, ar: /12\.500\sد\.ك/ } };
    case "boolean":
      return { value: true, shown: { en: "Yes", ar: "نعم" } };
    case "date":
      return { value: "2031-06-30", shown: both("30-06-2031") };
    case "datetime":
      if (field.shownAsDay) return { value: "2031-06-30T14:00:00.000Z", shown: both("2031-06-30") };
      if (field.dayTime) return { value: "2031-06-30T12:00:00.000Z", shown: both("30-06-2031") };
      return { value: "2031-06-30T12:00:00.000Z", shown: both(/30-06-2031 \d\d:\d\d/) };
    case "enum": {
      const option = field.options![0];
      return { value: option, shown: field.optionLabels?.[option] };
    }
    case "media":
    case "mediaList":
      return {
        value: field.type === "media" ? 1 : [1],
        extra: field.attach
          ? { [field.attach.expandedAs]: field.type === "media" ? PICTURE : [PICTURE] }
          : undefined,
      };
    default:
      return { value: 1 };
  }
}

/** A record of the declaration with every field set, and what each listed field must read as. */
export function sampleRecordOf(declaration: ResourceDeclaration, id = 1) {
  const record: Record<string, unknown> = {
    id,
    created_at: "2031-06-01T09:00:00.000Z",
    updated_at: "2031-06-01T09:00:00.000Z",
  };
  const shown: { field: FieldDeclaration; text: Record<Locale, RegExp | string> }[] = [];
  for (const field of declaration.fields) {
    const sample = sampleOf(field);
    record[field.name] = sample.value;
    Object.assign(record, sample.extra);
    if (sample.shown && field.listed) shown.push({ field, text: sample.shown });
  }
  return { record: record as { id: number } & Record<string, unknown>, shown };
}
