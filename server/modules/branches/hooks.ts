import type { Transaction } from "kysely";
import { branches } from "../../../src/domain/resources/branches";
import { nameIn, type LocaleText } from "../../db/locales";
import type { DB } from "../../db/schema/index";
import { uniqueBranchSlug } from "../business/provision";
import type { ServerHooks } from "../../shared/resource-hooks";
import { clearBranch } from "./repository";

// What the generated branch routes (src/domain/resources/branches.ts) need of the database beyond the branch's row.

const typed = (db: unknown) => db as Transaction<DB>;

export const branchHooks: ServerHooks = {
  resource: branches.name,

  // A slug left out (or blank) is made from the English name on create, and kept as it is on update.
  beforeChange: async (db, { operation, values }) => {
    if (operation === "update") {
      if (values.slug === null) delete values.slug;
    } else if (!values.slug) {
      const name = nameIn((values.locales as LocaleText[] | undefined) ?? [], "en");
      values.slug = await uniqueBranchSlug(typed(db), name);
    }
    return {};
  },

  beforeDelete: async (trx, { id }) => {
    await clearBranch(typed(trx), id);
    return {};
  },

  // A branch's own audit rows are read under that branch.
  auditBranch: (id) => id,
};
