import type { FastifyRequest } from "fastify";
import type { TSchema } from "typebox";
import type { DeclaredRecord } from "../../src/domain/resources";
import type { FieldErrors } from "../errors";
import type { AnyDb, Scope } from "../modules/declared/repository";

// What a declared resource's own server module (branches, categories, menus) adds to its generated routes, and what
// the declared layer (modules/declared/serverHooks.ts) calls: the contract between the two, kept apart from both.

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
