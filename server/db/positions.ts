import { sql } from "kysely";

/** `case id when 7 then 0 when 3 then 1 ... end`: one statement sets every position of a drag-and-drop order. */
export const positionCase = (ids: readonly number[]) =>
  sql<number>`case ${sql.ref("id")} ${sql.join(
    ids.map((id, index) => sql`when ${id} then ${sql.lit(index)}`),
    sql` `,
  )} end`;
