import * as library from "query-string";
import { describe, expect, it } from "vitest";
import * as plain from "./plainQueryString";

// The stand-in reads and writes what the library does at the defaults react-admin calls it with: lists'
// parameters in the address (a JSON filter, page, sort) and the API calls' queries.

const ADDRESSES = [
  "",
  "?",
  "?page=2&perPage=20&sort=created_at&order=DESC",
  `?filter=${encodeURIComponent(JSON.stringify({ status: "pending", q: "كبسة لحم" }))}&displayedFilters=%7B%7D`,
  "?filter=%7B%22q%22%3A%22a%2Bb%22%7D",
  "?q=grilled+chicken&q=rice",
  "&flag&empty=&=nokey",
  "#a=1&b=2",
  "  ?b=2&a=1  ",
  "?bad=%E0%A4%A&good=%D8%B9",
  "?x=(1)!*'&y=%28%29",
];

const OBJECTS: Record<string, unknown>[] = [
  {},
  { page: 2, perPage: 20, sort: "name", order: "ASC" },
  { filter: JSON.stringify({ status: "pending", from: "2026-11-01" }), displayedFilters: "{}" },
  { q: "كبسة (لحم) & rice!", note: "it's *" },
  { a: undefined, b: null, c: "", d: 0, e: false },
  { status: ["pending", "accepted"], empty: [], mixed: ["x", null, undefined] },
  { z: 1, a: 2, m: 3 },
];

describe("the stand-in for query-string", () => {
  it.each(ADDRESSES)("parses %j as the library does", (address) => {
    expect({ ...plain.parse(address) }).toEqual({ ...library.parse(address) });
    expect(Object.keys(plain.parse(address))).toEqual(Object.keys(library.parse(address)));
  });

  it.each(OBJECTS.map((object) => [JSON.stringify(object), object] as const))(
    "writes %s as the library does",
    (_name, object) => {
      expect(plain.stringify(object)).toBe(library.stringify(object));
    },
  );

  it("reads back what it writes", () => {
    const query = { filter: JSON.stringify({ q: "شاورما + بطاطس" }), page: "3" };
    expect({ ...plain.parse(plain.stringify(query)) }).toEqual(query);
  });

  it("answers nothing for nothing", () => {
    expect(plain.stringify(null)).toBe("");
    expect({ ...plain.parse(undefined) }).toEqual({});
  });
});
