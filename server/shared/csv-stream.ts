import { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import { Type } from "typebox";
import { CSV_BOM, csvCell, type CsvValue } from "../../src/domain/csv";

/** Rows read per statement while a CSV streams: memory stays that of one chunk, whatever the list's size. */
export const CSV_CHUNK_ROWS = 1000;

/**
 * A CSV file as a stream: the byte-order mark, the headings, then the rows as `chunks` yields them, one chunk's
 * text at a time (the client reads the first rows while the database reads the next). Cells go through the same
 * `csvCell` as the dashboard's own exports (formulas neutralised, quoting).
 */
export function csvStream(
  headings: readonly string[],
  chunks: AsyncIterable<readonly CsvValue[][]>,
): Readable {
  const line = (cells: readonly CsvValue[]) => cells.map(csvCell).join(",");
  async function* text() {
    yield `${CSV_BOM}${line(headings)}\r\n`;
    for await (const rows of chunks) if (rows.length) yield rows.map((row) => `${line(row)}\r\n`).join("");
  }
  return Readable.from(text(), { objectMode: false });
}

/**
 * Reads a query's rows in id order, `CSV_CHUNK_ROWS` at a time, each chunk after the last id of the one before
 * (keyset: no growing offset, no long-held cursor; the same statements on SQLite and PostgreSQL).
 */
export async function* byIdChunks<R extends { id: number }>(
  readAfter: (lastId: number, limit: number) => Promise<R[]>,
): AsyncGenerator<R[]> {
  let lastId = 0;
  for (;;) {
    const rows = await readAfter(lastId, CSV_CHUNK_ROWS);
    if (!rows.length) return;
    yield rows;
    if (rows.length < CSV_CHUNK_ROWS) return;
    lastId = rows[rows.length - 1].id;
  }
}

/** The OpenAPI answer of an export route: a CSV file. */
export const CsvFileResponse = {
  description: "CSV, UTF-8 with a byte-order mark",
  content: { "text/csv": { schema: Type.String() } },
};

/** Answers with a streamed CSV download named `fileName`, never cached (it holds customers' details). */
export const sendCsv = (
  reply: FastifyReply,
  fileName: string,
  headings: readonly string[],
  chunks: AsyncIterable<readonly CsvValue[][]>,
) =>
  reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .header("cache-control", "no-store")
    // A stream is sent as it is (Fastify serializes no stream); the route's schema documents its text.
    .send(csvStream(headings, chunks));
