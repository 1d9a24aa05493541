import { describe, expect, it } from "vitest";
import { DECLARED_RESOURCES } from "../../domain/resources";
import { AUDIT_ENTITIES } from "./AuditList";

describe("audits entity filter", () => {
  it("lists a declared resource's entity only through its declaration, so no entity appears twice", () => {
    const declared = DECLARED_RESOURCES.map((declaration) => declaration.auditEntity);
    expect(AUDIT_ENTITIES.filter((entity) => declared.includes(entity))).toEqual([]);
    expect(new Set(declared).size).toBe(declared.length);
  });
});
