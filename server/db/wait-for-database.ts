import { sql, type Kysely } from "kysely";

// A PostgreSQL server that is still starting (a container started beside ours, a failover) answers after a few
// seconds: the start waits for it with a growing pause instead of failing on the first refusal, up to a bound,
// then fails with one line that says what it tried. An error that waiting cannot cure (a wrong password, a
// missing database) fails at once.

/** Connection failures that waiting can cure: refused, unreachable, timed out, or the server still starting. */
const TRANSIENT = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P03",
]);

const codeOf = (error: unknown): string => {
  const found = error as { code?: string; errors?: { code?: string }[] };
  return found.code ?? found.errors?.[0]?.code ?? "";
};

/** Where the database is, without its password, for the message. */
export function databaseLabel(url: string): string {
  if (url.startsWith("sqlite:")) return url;
  try {
    const parsed = new URL(url);
    return `PostgreSQL at ${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
  } catch {
    return "PostgreSQL";
  }
}

export class DatabaseUnreachable extends Error {}

export async function waitForDatabase(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: it only asks "select 1"
  db: Kysely<any>,
  options: { label: string; waitMs: number; log?: (message: string) => void },
): Promise<void> {
  const started = Date.now();
  let pause = 250;
  for (let attempt = 1; ; attempt++) {
    try {
      await sql`select 1`.execute(db);
      return;
    } catch (error) {
      const code = codeOf(error);
      const reason = code || (error as Error).message;
      const waited = Date.now() - started;
      if (!TRANSIENT.has(code))
        throw new DatabaseUnreachable(`${options.label} refused the connection: ${(error as Error).message}`);
      if (waited + pause > options.waitMs)
        throw new DatabaseUnreachable(
          `${options.label} did not answer within ${Math.round(options.waitMs / 1000)} s (${attempt} tries, last: ${reason})`,
        );
      if (attempt === 1)
        options.log?.(
          `${options.label} is not answering (${reason}); trying again for up to ${Math.round(options.waitMs / 1000)} s`,
        );
      await new Promise((resolve) => setTimeout(resolve, pause));
      pause = Math.min(pause * 2, 5_000);
    }
  }
}
