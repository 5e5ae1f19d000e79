/**
 * The runner commands Patchbay writes itself (src/action/runner-commands.ts) say
 * exactly what @actions/core says: the same input values, the same mask,
 * annotation and log commands, outputs and state a later step reads back.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as core from "@actions/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as ours from "../../src/action/runner-commands.js";
import { getInput, saveState, setSecret } from "../../src/action/runner-commands.js";

let dir: string;
const saved = { ...process.env };
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "patchbay-runner-"));
});
afterEach(async () => {
  process.env = { ...saved };
  vi.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

/** What `fn` printed to stdout. */
function printed(fn: () => void): string {
  let out = "";
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    out += String(chunk);
    return true;
  });
  try {
    fn();
  } finally {
    vi.restoreAllMocks();
  }
  return out;
}

describe("runner commands", () => {
  it("read inputs as core.getInput does: spaces to underscores, upper case, trimmed, empty when missing", () => {
    process.env.INPUT_ANTHROPIC_API_KEY = "  sk-ant-x \n";
    process.env["INPUT_MY_INPUT"] = "v";
    for (const name of ["anthropic_api_key", "my input", "missing"]) expect(getInput(name)).toBe(core.getInput(name));
    expect(getInput("anthropic_api_key")).toBe("sk-ant-x");
  });

  it("mask a secret with the same command, newlines and percents escaped (a multi-line key stays one command)", () => {
    for (const secret of ["plain", "50%\r\nline two", "a:b,c"])
      expect(printed(() => setSecret(secret))).toBe(printed(() => core.setSecret(secret)));
    expect(printed(() => setSecret("x\ny"))).toBe(`::add-mask::x%0Ay${os.EOL}`);
  });

  it("save state the post step reads back, in the GITHUB_STATE file or as a command without it", async () => {
    const file = path.join(dir, "state");
    await writeFile(file, "");
    process.env.GITHUB_STATE = file;
    const value = JSON.stringify({ repo: "/w", note: "two\nlines" });
    saveState("patchbay", value);
    const written = await readFile(file, "utf8");
    const [head, ...rest] = written.split(os.EOL);
    const delimiter = head?.replace(/^patchbay<</, "") ?? "";
    expect(delimiter).toMatch(/^ghadelimiter_[0-9a-f-]{36}$/);
    expect(rest.join(os.EOL)).toBe(`${value}${os.EOL}${delimiter}${os.EOL}`);
    delete process.env.GITHUB_STATE;
    expect(printed(() => saveState("patchbay", "a\nb"))).toBe(printed(() => core.saveState("patchbay", "a\nb")));
  });

  it("set outputs a later step reads back, in the GITHUB_OUTPUT file (multi-line values intact) or as a command", async () => {
    const file = path.join(dir, "output");
    await writeFile(file, "");
    process.env.GITHUB_OUTPUT = file;
    const summary = "### Patchbay: done\n\n50% of it, on two lines\n";
    ours.setOutput("summary", summary);
    ours.setOutput("pr_url", "");
    const text = await readFile(file, "utf8");
    // Parsed the way the runner parses the file: NAME<<DELIMITER, the lines, DELIMITER.
    const outputs: Record<string, string> = {};
    const lines = text.split(os.EOL);
    for (let i = 0; i < lines.length - 1; i++) {
      const [name, delimiter] = (lines[i] ?? "").split("<<");
      const end = lines.indexOf(delimiter ?? "", i + 1);
      outputs[name ?? ""] = lines.slice(i + 1, end).join(os.EOL);
      i = end;
    }
    expect(outputs).toEqual({ summary, pr_url: "" });
    delete process.env.GITHUB_OUTPUT;
    expect(printed(() => ours.setOutput("outcome", "a\nb"))).toBe(printed(() => core.setOutput("outcome", "a\nb")));
  });

  it("write annotations, log lines and the failure as core does, properties escaped and empty ones left out", () => {
    const where = { title: "Patchbay configuration", file: ".github/patchbay.yml", startLine: 3, startColumn: 5 };
    const cases: [() => void, () => void][] = [
      [() => ours.warning("50%\nmore"), () => core.warning("50%\nmore")],
      [() => ours.warning("w", where), () => core.warning("w", where)],
      [
        () => ours.warning("w", { title: "t: a,b", file: "a.ts" }),
        () => core.warning("w", { title: "t: a,b", file: "a.ts" }),
      ],
      [() => ours.error("bad", { ...where, startLine: 0 }), () => core.error("bad", { ...where, startLine: 0 })],
      [() => ours.info("plain %0A line"), () => core.info("plain %0A line")],
      [() => ours.debug("a\r\nb"), () => core.debug("a\r\nb")],
    ];
    for (const [mine, theirs] of cases) expect(printed(mine)).toBe(printed(theirs));
    const exit = process.exitCode;
    try {
      expect(printed(() => ours.setFailed("x\ny"))).toBe(`::error::x%0Ay${os.EOL}`);
      expect(process.exitCode).toBe(1);
    } finally {
      process.exitCode = exit;
    }
  });
});
