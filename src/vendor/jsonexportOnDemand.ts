// Stands in for `jsonexport` inside react-admin's default exporter (see scripts/stand-ins-plugin.ts): the CSV
// library is fetched when someone clicks Export, not with every list page.

type Callback = (error: Error | null, csv: string) => void;

export default function jsonExport(
  data: unknown,
  optionsOrCallback: unknown,
  maybeCallback?: Callback,
): void {
  const callback = (typeof optionsOrCallback === "function" ? optionsOrCallback : maybeCallback) as Callback;
  const options = typeof optionsOrCallback === "function" ? undefined : optionsOrCallback;
  import("jsonexport/dist/index.js").then(
    ({ default: convert }) =>
      options === undefined ? convert(data, callback) : convert(data, options, callback),
    (error: Error) => callback(error, ""),
  );
}
