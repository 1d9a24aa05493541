import type { ResourceDeclaration } from "../../../src/domain/resources";
import type { ServerHooks } from "../../shared/resource-hooks";
import { branchHooks } from "../branches/hooks";
import { categoryHooks } from "../categories/hooks";
import { menuHooks } from "../menus/hooks";

// The contract (ServerHooks) lives in server/shared/resource-hooks.ts, apart from this list of its implementations,
// so the resource modules that implement it do not import this module back.
export type { ChangeContext, DeleteContext, ServerHooks } from "../../shared/resource-hooks";

// What a declared resource's own server module adds to its generated routes where a rule or a write needs the
// database, as Payload's collection hooks do: the declaration (src/domain/resources) is shared with the dashboard
// and stays pure, so these live beside the resource's other server code. Most resources have none.

const HOOKS: readonly ServerHooks[] = [branchHooks, categoryHooks, menuHooks];

const NONE: ServerHooks = { resource: "" };

/** The server hooks of a declared resource, or none. */
export const serverHooksOf = (declaration: ResourceDeclaration): ServerHooks =>
  HOOKS.find((hooks) => hooks.resource === declaration.name) ?? NONE;
