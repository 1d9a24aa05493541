// jsonexport ships no type declarations; only the call react-admin's exporter makes is declared here.
declare module "jsonexport/dist/index.js" {
  type Callback = (error: Error | null, csv: string) => void;
  function jsonExport(data: unknown, callback: Callback): void;
  function jsonExport(data: unknown, options: unknown, callback: Callback): void;
  export default jsonExport;
}
