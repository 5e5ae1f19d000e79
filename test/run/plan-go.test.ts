import { describe, expect, it } from "vitest";
import type { PlanRecord } from "../../src/git/refs/plan-record.js";
import { checkGo, goPrompt } from "../../src/run/flows/plan-go.js";

const plan: PlanRecord = {
  base_branch: "main",
  base_sha: "a".repeat(40),
  work_branch: "patchbay/issue-7",
  plan: "the plan",
  run_id: "1",
  time: "2026-11-24T10:00:00.000Z",
};

describe("go after a plan", () => {
  it("goes when the plan's branch is where the plan left it", () => {
    expect(checkGo({ plan }, "a".repeat(40), "@patchbay")).toEqual({ ok: true, plan });
  });

  it("refuses a go with no plan before it, saying how to ask for one", () => {
    expect(checkGo(null, "a".repeat(40), "@patchbay")).toEqual({
      ok: false,
      message:
        "There is no plan to carry out here. Ask for one first with `@patchbay plan <what you want>`, then answer it with `@patchbay go`.",
    });
  });

  it("refuses a go after the plan's branch changed, naming both commits", () => {
    const d = checkGo({ plan }, "b".repeat(40), "@patchbay");
    expect(d).toEqual({
      ok: false,
      message:
        "The plan was made on main at aaaaaaa, and main has changed since (now bbbbbbb). Ask for a fresh plan with `@patchbay plan <what you want>` so it is based on the current code.",
    });
    expect(checkGo({ plan }, null, "@patchbay")).toMatchObject({
      ok: false,
      message: expect.stringContaining("no longer exists"),
    });
    expect(checkGo({ warning: "x was not written by Patchbay" }, "a".repeat(40), "@patchbay")).toMatchObject({
      ok: false,
      message: expect.stringContaining("could not be read (x was not written by Patchbay)"),
    });
  });

  it("the go's message hands back the normal rules and the maintainer's extra words", () => {
    expect(goPrompt("")).not.toContain("added");
    expect(goPrompt("  use vitest  ")).toMatch(/normal rules apply again.*\n\nThe maintainer added: use vitest$/s);
  });
});
