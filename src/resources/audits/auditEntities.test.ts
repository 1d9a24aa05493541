import { describe, expect, it } from "vitest";
import { AUDIT_ENTITIES, DECLARED_RESOURCES } from "../../domain/resources";
import { appEnglish } from "../../i18n/en";

describe("audits entity filter", () => {
  it("lists each entity once, a declared resource's own under its declaration", () => {
    const entities = AUDIT_ENTITIES.map((known) => known.entity);
    expect(new Set(entities).size).toBe(entities.length);
    for (const declaration of DECLARED_RESOURCES)
      expect(AUDIT_ENTITIES).toContainEqual({
        entity: declaration.auditEntity,
        resource: declaration.name,
        declared: true,
      });
  });

  it("names every entity the server records in English", () => {
    const named: Record<string, string> = appEnglish.resources.audits.entities;
    for (const { entity, declared } of AUDIT_ENTITIES)
      if (!declared) expect(named[entity], entity).toBeTruthy();
  });
});
