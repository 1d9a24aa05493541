import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "./sourceFiles";

// Resource pages leave the access check to the route guard (RECORD_PAGE_DEFAULTS), which the generated cases of
// RouteGuard.test.tsx check for every resource (and a floor's tables, under their path parent). Checked over every
// component of the resources, so a new page is covered too.

const RESOURCES_DIR = path.resolve(__dirname, "../resources");

/** The opening tags of react-admin's page components in a source that spread neither set of defaults. */
function pagesWithoutDefaults(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  return [...code.matchAll(/<(List|Create|Edit|Show)\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => !/\{\.\.\.(RECORD_PAGE_DEFAULTS|LIST_DEFAULTS)\}/.test(tag));
}

describe("resource pages", () => {
  it("finds a page that keeps react-admin's own access check", () => {
    expect(pagesWithoutDefaults('<Edit mutationMode="pessimistic">')).toHaveLength(1);
    expect(pagesWithoutDefaults('<Edit {...RECORD_PAGE_DEFAULTS} mutationMode="pessimistic">')).toEqual([]);
    expect(pagesWithoutDefaults("<List {...LIST_DEFAULTS} {...listProps}>")).toEqual([]);
    expect(pagesWithoutDefaults("<ListItem>")).toEqual([]);
    expect(pagesWithoutDefaults("/** Props to spread on every `<List>` */")).toEqual([]);
  });

  it("leave the access check to the route guard", () => {
    const offenders = sourceFiles(RESOURCES_DIR).flatMap((file) =>
      pagesWithoutDefaults(fs.readFileSync(file, "utf8")).map(
        (tag) => `${path.relative(RESOURCES_DIR, file)}: ${tag}`,
      ),
    );
    expect(offenders).toEqual([]);
  });
});
