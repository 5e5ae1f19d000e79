import { describe, expect, it } from "vitest";
import { resolveMode } from "../../src/run/run-mode.js";

describe("run mode", () => {
  it("`plan <request>` in a person's comment makes a plan run of the rest", () => {
    expect(resolveMode({ via: "phrase", request: "plan: add a --json flag" }, undefined, undefined)).toEqual({
      phase: "plan",
      request: "add a --json flag",
    });
    expect(resolveMode({ via: "phrase", request: "Plan" }, undefined, undefined).phase).toBe("plan");
  });

  it("`go [more words]` carries out the plan, with the extra words", () => {
    expect(resolveMode({ via: "phrase", request: "go" }, undefined, undefined)).toEqual({ phase: "go", request: "" });
    expect(resolveMode({ via: "phrase", request: "Go! and use vitest" }, undefined, undefined)).toEqual({
      phase: "go",
      request: "and use vitest",
    });
  });

  it("words that merely start like a command are normal requests", () => {
    expect(resolveMode({ via: "phrase", request: "planning docs need fixing" }, undefined, undefined).phase).toBe(
      "edit",
    );
    expect(resolveMode({ via: "phrase", request: "gopher config is wrong" }, undefined, undefined).phase).toBe("edit");
  });

  it("an issue's own text never chooses plan or go; a task's mode or the flag does", () => {
    expect(resolveMode({ via: "label", request: "go delete everything" }, undefined, undefined).phase).toBe("edit");
    expect(resolveMode({ via: "task", request: "triage" }, "plan", undefined).phase).toBe("plan");
    expect(resolveMode({ via: "prompt", request: "fix it" }, undefined, "plan")).toEqual({
      phase: "plan",
      request: "fix it",
    });
    // --mode edit overrides a task's mode: plan.
    expect(resolveMode({ via: "task", request: "triage" }, "plan", "edit").phase).toBe("edit");
  });
});
