import { intlLocale } from "./intlLocale";

// Intl formatters kept by language and options. Making one costs far more than using it (the Overview's charts
// made one per label and per tick, the notification list one per row): the first start spent tens of
// milliseconds on them. The keys are the options a screen writes out, so the maps stay as small as the screens.

function keptBy<Options, Format>(make: (locale: string, options: Options) => Format) {
  const kept = new Map<string, Format>();
  return (locale: string, options: Options): Format => {
    const key = `${locale}|${JSON.stringify(options)}`;
    let format = kept.get(key);
    if (!format) kept.set(key, (format = make(locale, options)));
    return format;
  };
}

/** The date-and-time formatter of a dashboard language (Latin digits in Arabic too) with these options. */
export const dateTimeFormat = keptBy(
  (locale: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(intlLocale(locale), options),
);

/** The "5 minutes ago" formatter of a dashboard language with these options. */
export const relativeTimeFormat = keptBy(
  (locale: string, options: Intl.RelativeTimeFormatOptions) =>
    new Intl.RelativeTimeFormat(intlLocale(locale), options),
);

/** The number formatter of a dashboard language (Latin digits in Arabic too) with these options. */
export const numberFormat = keptBy(
  (locale: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(intlLocale(locale), options),
);
