import { describe, expect, it } from "vitest";
import { AUDIT_ENTITIES, DECLARED_RESOURCES } from "../../domain/resources";
import { auditsEnglish } from "../../i18n/audits.en";
import { BRANCH_SETTINGS, UNNUMBERED } from "./auditNaming";

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
    const named: Record<string, string> = auditsEnglish.entities;
    for (const { entity, declared } of AUDIT_ENTITIES)
      if (!declared) expect(named[entity], entity).toBeTruthy();
  });
});

describe("audit entries named without a number", () => {
  it("are the settings of the business and of users, the profile and the configuration, not a branch's", () => {
    expect([...UNNUMBERED].sort()).toEqual([
      "business_config",
      "business_settings",
      "profile",
      "user_settings",
    ]);
    expect([...BRANCH_SETTINGS].sort()).toEqual(["branch_settings", "mobile_settings", "tablet_settings"]);
  });
});
