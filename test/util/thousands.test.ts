import { describe, expect, it } from "vitest";
import { thousands } from "../../src/util/thousands.js";

describe("thousands", () => {
  it("writes a count as toLocaleString('en-US') does", () => {
    for (const n of [0, 7, 999, 1000, 12345, 999999, 1000000, 1234567890, -1234, Number.MAX_SAFE_INTEGER, 1.5, 1e21])
      expect(thousands(n)).toBe(n.toLocaleString("en-US"));
  });
});
