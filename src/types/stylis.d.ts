// stylis 4.2 ships no type declarations; only the piece the RTL emotion cache uses is declared here.
declare module "stylis" {
  export type Middleware = (
    element: unknown,
    index: number,
    children: unknown[],
    callback: Middleware,
  ) => string | void;
  export const prefixer: Middleware;
}
