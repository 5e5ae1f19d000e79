import { describe, expect, it } from "vitest";
import { ConfigError } from "../../src/config/errors.js";
import { loadOutputSchema } from "../../src/config/output-schema-source.js";
import { tempTree } from "../helpers/tmp.js";

describe("loading an output schema", () => {
  it("takes inline JSON, a path to a .json file, or a task's mapping", async () => {
    const tree = await tempTree({ "schemas/triage.json": '{"type":"object","required":["label"]}' });
    try {
      expect(
        await loadOutputSchema({ value: '{"type":"array"}', where: "input output_schema", baseDir: tree.dir }),
      ).toEqual({
        type: "array",
      });
      expect(
        await loadOutputSchema({ value: "schemas/triage.json", where: "--output-schema", baseDir: tree.dir }),
      ).toEqual({ type: "object", required: ["label"] });
      expect(await loadOutputSchema({ value: { type: "string" }, where: "tasks.t", baseDir: tree.dir })).toEqual({
        type: "string",
      });
    } finally {
      await tree.cleanup();
    }
  });

  it("says where a bad schema came from and what is wrong with it", async () => {
    const tree = await tempTree({ "bad.json": '{"type":"objekt"}', "broken.json": "{type: object}" });
    const cases: Array<[string, string]> = [
      [
        '{"type": "objekt"}',
        "input output_schema: not a valid JSON Schema: /type must be equal to one of the allowed values",
      ],
      ["{not json", "input output_schema: output_schema is not valid JSON"],
      ["missing.json", "input output_schema: the output schema file missing.json does not exist"],
      ["bad.json", "input output_schema (bad.json): not a valid JSON Schema: /type"],
      ["broken.json", "input output_schema (broken.json): broken.json is not valid JSON"],
    ];
    try {
      for (const [value, message] of cases) {
        const error = await loadOutputSchema({ value, where: "input output_schema", baseDir: tree.dir }).catch(
          (e) => e,
        );
        expect(error).toBeInstanceOf(ConfigError);
        expect(error.message).toContain(message);
      }
    } finally {
      await tree.cleanup();
    }
  });
});
