import { describe, expect, it } from "vitest";
import { createOutputValidator, outputSchemaProblems } from "../../src/config/output-schema.js";

const triage = {
  type: "object",
  required: ["label", "confidence"],
  additionalProperties: false,
  properties: { label: { enum: ["bug", "feature", "question"] }, confidence: { type: "number" } },
};

describe("output schema", () => {
  it("accepts draft-07 and 2020-12 schemas and refuses broken ones with the reason", () => {
    expect(outputSchemaProblems(triage)).toEqual([]);
    expect(
      outputSchemaProblems({ $schema: "https://json-schema.org/draft/2020-12/schema", prefixItems: [{}] }),
    ).toEqual([]);
    expect(outputSchemaProblems({ properties: { a: { type: "objekt" } } })).toEqual([
      {
        path: ["properties", "a", "type"],
        message: "not a valid JSON Schema: /properties/a/type must be equal to one of the allowed values",
      },
    ]);
    expect(outputSchemaProblems({ $ref: "#/definitions/missing" })[0]?.message).toMatch(
      /not a usable JSON Schema: .*missing/,
    );
    expect(outputSchemaProblems([1, 2])[0]?.message).toMatch(/must be a JSON Schema object/);
  });

  it("parses the result as JSON (a ```json fence is forgiven) and validates it", () => {
    const v = createOutputValidator(triage);
    expect(v.check('{"label":"bug","confidence":0.9}')).toEqual({
      ok: true,
      value: { label: "bug", confidence: 0.9 },
    });
    expect(v.check('```json\n{"label":"bug","confidence":1}\n```').ok).toBe(true);
  });

  it("says what is wrong with a result, per field", () => {
    const v = createOutputValidator(triage);
    expect(v.check("It is a bug.")).toEqual({ ok: false, errors: [expect.stringMatching(/^the result is not JSON/)] });
    const bad = v.check('{"label":"bugg","extra":1}');
    expect(bad.ok).toBe(false);
    if (bad.ok) throw new Error("unreachable");
    expect(bad.errors).toEqual(
      expect.arrayContaining([
        "(the result) must have required property 'confidence'",
        "(the result) must NOT have additional properties (extra)",
        "/label must be equal to one of the allowed values",
      ]),
    );
  });
});
