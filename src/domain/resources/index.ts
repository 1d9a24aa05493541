import { coupons } from "./coupons";
import type { ResourceDeclaration } from "./types";

/** Every resource declared by data (DESIGN §3b): the only place the rest of the system learns what exists. */
export const DECLARED_RESOURCES: readonly ResourceDeclaration[] = [coupons];

export const declarationOf = (name: string): ResourceDeclaration | undefined =>
  DECLARED_RESOURCES.find((declaration) => declaration.name === name);

export type * from "./types";
