import type { FastifyRequest } from "fastify";
import type { TSchema } from "typebox";
import type { DeclaredRecord, ResourceDeclaration } from "../../../src/domain/resources";
import type { FieldErrors } from "../../errors";
import { branchHooks } from "../branches/hooks";
import { categoryHooks } from "../categories/hooks";
import { menuHooks } from "../menus/hooks";
import type { AnyDb, Scope } from "./repository";

// What a declared resource's own server module adds to its generated routes where a rule or a write needs the
// database, as Payload's collection hooks do: the declaration (src/domain/resources) is shared with the dashboard
// and stays pure, so these live beside the resource's other server code. Most resources have none.

export interface ChangeContext {
  request: FastifyRequest;
  scope: Scope;
  operation: "create" | "update";
  /** The cleaned input: a hook may add values or drop them, and they are checked and written as it leaves them. */
  values: DeclaredRecord;
  /** Update: the record's id and its stored values. */
  id?: number;
  before?: DeclaredRecord;
}

export interface DeleteContext {
  request: FastifyRequest;
  scope: Scope;
  id: number;
  before: DeclaredRecord;
}

export interface ServerHooks {
  /** The declared resource they belong to (its `name`). */
  resource: string;
  /**
   * Before the record is checked: values only the database can settle (a generated slug, a category's menu and
   * position). Answers the fields it refuses, reported with the other rules' in one 422.
   */
  beforeChange?: (db: AnyDb, context: ChangeContext) => Promise<FieldErrors>;
  /** In the write's transaction, once the row is written: rows that follow it (a category's subcategories). */
  afterChange?: (trx: AnyDb, context: ChangeContext & { id: number }) => Promise<void>;
  /**
   * In the delete's transaction, before the row goes: what goes with it that no foreign key removes. Answers the
   * files to remove once the delete is committed, and what the audit row adds to the record it keeps.
   */
  beforeDelete?: (
    trx: AnyDb,
    context: DeleteContext,
  ) => Promise<{ files?: string[]; audit?: Record<string, unknown> }>;
  /** Values answered beside the records (a category's picture and settings), for a page of them at once. */
  afterRead?: {
    schema: Record<string, TSchema>;
    expand: (db: AnyDb, records: DeclaredRecord[]) => Promise<DeclaredRecord[]>;
  };
  /** The branch an audit row of the record names, when not its own scope's (a branch's rows name the branch). */
  auditBranch?: (id: number) => number;
}

const HOOKS: readonly ServerHooks[] = [branchHooks, categoryHooks, menuHooks];

const NONE: ServerHooks = { resource: "" };

/** The server hooks of a declared resource, or none. */
export const serverHooksOf = (declaration: ResourceDeclaration): ServerHooks =>
  HOOKS.find((hooks) => hooks.resource === declaration.name) ?? NONE;
