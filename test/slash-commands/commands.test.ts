/**
 * Repository commands: the slash syntax (and its colon dispatch to MCP
 * prompts), command files checked with their lines (a file that tries to widen
 * the config's rules is refused), arguments bound strictly, and the narrowed
 * policy a command runs under — on a real work tree, judged by the real policy.
 */
import { describe, expect, it } from "vitest";
import { formatProblem } from "../../src/config/errors.js";
import { configSchema } from "../../src/config/schema.js";
import { withNarrowing } from "../../src/policy/narrowed.js";
import { createPolicy } from "../../src/policy/policy.js";
import type { PolicyCall } from "../../src/policy/types.js";
import { checkCommandFile, type RepositoryCommand } from "../../src/slash-commands/command-file.js";
import { bindArguments, renderCommand } from "../../src/slash-commands/invoke.js";
import { parseSlash, tokenizeArguments } from "../../src/slash-commands/slash.js";
import { tempTree } from "../helpers/tmp.js";

describe("the slash syntax", () => {
  it("dispatches by the colon: /name is a repository command, /server:prompt an MCP prompt", () => {
    expect(parseSlash("/bump lodash 4.17.21")).toEqual({
      kind: "command",
      name: "bump",
      args: "lodash 4.17.21",
      more: "",
    });
    expect(parseSlash("  /docs:summarize topic=auth\nand keep it short")).toEqual({
      kind: "mcp-prompt",
      server: "docs",
      prompt: "summarize",
      args: "topic=auth",
      more: "and keep it short",
    });
    expect(parseSlash("/release")).toEqual({ kind: "command", name: "release", args: "", more: "" });
  });

  it("is not a path or ordinary words", () => {
    expect(parseSlash("/etc/hosts is wrong")).toBeUndefined();
    expect(parseSlash("fix /bump please")).toBeUndefined();
    expect(parseSlash("please fix the test")).toBeUndefined();
  });

  it("reads words, quoted words and name=value", () => {
    expect(tokenizeArguments(`lodash "two words" version='4.x' note="a \\"q\\""`)).toEqual([
      { value: "lodash" },
      { value: "two words" },
      { name: "version", value: "4.x" },
      { name: "note", value: 'a "q"' },
    ]);
  });
});

const FILE = ".github/patchbay/commands/bump.md";
const BUMP = `---
description: Bump a dependency and run the tests
arguments:
  - name: package
    required: true
  - name: version
approval:
  rules:
    - deny: execute_command
      commands: ["npm publish *"]
tools: [read_file, write_to_file, execute_command]
---
Update {{package}} to {{version}} in package.json ($ARGUMENTS), then run npm test.
`;

function command(text = BUMP, configDefault: "allow" | "ask" | "deny" = "ask"): RepositoryCommand {
  const checked = checkCommandFile({ name: "bump", file: FILE, text, configDefault });
  if (!checked.command) throw new Error(checked.problems.map(formatProblem).join("\n"));
  return checked.command;
}

describe("command files", () => {
  it("a command's body is its request, with the arguments in place", () => {
    const bump = command();
    const values = bindArguments(bump, 'lodash version="4.17.21"');
    expect(renderCommand(bump, 'lodash version="4.17.21"', values)).toBe(
      'Update lodash to 4.17.21 in package.json (lodash version="4.17.21"), then run npm test.',
    );
    expect(bindArguments(bump, "lodash 5")).toEqual({ package: "lodash", version: "5" });
  });

  it("unknown arguments, a word too many and a missing required argument are refused with the usage", () => {
    const bump = command();
    expect(() => bindArguments(bump, "lodash force=yes")).toThrow(
      "/bump: unknown argument `force` (it takes `package`, `version`); write `/bump <package> [version]`",
    );
    expect(() => bindArguments(bump, "lodash 5 now")).toThrow(
      "/bump: unexpected argument `now` (it takes 2: `package`, `version`); write `/bump <package> [version]`",
    );
    expect(() => bindArguments(bump, "version=5")).toThrow("/bump needs `package`; write `/bump <package> [version]`");
  });

  it("a file that tries to widen the config's rules is refused, each attempt with its line", () => {
    const wider = `---
description: Deploy
allowed-tools: Bash(npm publish:*)
approval:
  default: allow
  rules:
    - deny: write_to_file
      paths: [".env"]
    - allow: execute_command
      commands: ["npm publish"]
---
Publish the package.
`;
    const checked = checkCommandFile({ name: "deploy", file: FILE, text: wider, configDefault: "ask" });
    expect(checked.command).toBeUndefined();
    expect(checked.problems.map(formatProblem)).toEqual([
      `${FILE}:3: allowed-tools: allowed-tools would pre-approve tools, widening the rules; a command may only narrow the config's rules (deny or ask rules, a stricter default, \`tools\`) (write \`tools: [...]\` to limit the command to some tools)`,
      `${FILE}:9: approval.rules.1: an allow rule would widen the config's rules; a command may only narrow the config's rules (deny or ask rules, a stricter default, \`tools\`) (move allow rules to .github/patchbay.yml, or use \`tools:\` to say which tools this command may call)`,
      `${FILE}:5: approval.default: default allow is looser than the config's approval.default (ask); a command may only narrow the config's rules (deny or ask rules, a stricter default, \`tools\`)`,
    ]);
  });

  it("missing front matter, an unknown key and an undeclared placeholder are named with their lines", () => {
    expect(
      checkCommandFile({ name: "x", file: FILE, text: "Just do it.\n", configDefault: "ask" }).problems.map(
        formatProblem,
      ),
    ).toEqual([
      `${FILE}:1: no front matter: a command file starts with a YAML block between two \`---\` lines (begin the file with ---, the keys, then --- again)`,
    ]);
    const typo = "---\ndescription: x\nmdoe: plan\n---\nDo {{thing}}.\n";
    expect(
      checkCommandFile({ name: "x", file: FILE, text: typo, configDefault: "ask" }).problems.map(formatProblem),
    ).toEqual([`${FILE}:3:1: mdoe: unknown key \`mdoe\` (did you mean \`mode\`?)`]);
    const undeclared = "---\ndescription: x\n---\nDo {{thing}}.\n";
    expect(
      checkCommandFile({ name: "x", file: FILE, text: undeclared, configDefault: "ask" }).problems.map(formatProblem),
    ).toEqual([
      `${FILE}:4: {{thing}} is not a declared argument (declared: none) (declare it under arguments:, or write $ARGUMENTS for the arguments as written)`,
    ]);
  });
});

describe("the narrowed policy a command runs under", () => {
  const call = (tool: string, input: Record<string, unknown>, access: PolicyCall["access"]): PolicyCall => ({
    tool,
    input,
    access,
  });

  it("takes away what the command says, and never gives more than the config", async () => {
    const tree = await tempTree({ "package.json": "{}\n", "src/a.ts": "" });
    try {
      const config = configSchema.parse({
        approval: {
          default: "ask",
          rules: [
            { allow: ["read_file", "write_to_file", "replace_in_file"], paths: ["**"] },
            { allow: "execute_command", commands: ["npm *"] },
          ],
        },
      });
      const options = { workspace: tree.dir, configFiles: [".github/patchbay.yml"] };
      const bump = command();
      const narrowed = withNarrowing(
        createPolicy(config, options),
        {
          where: bump.file,
          rules: bump.approval?.rules ?? [],
          tools: bump.tools,
          fallback: "deny",
        },
        config,
        options,
      );
      const exec = (command: string) =>
        narrowed.decide(call("execute_command", { command }, { kind: "exec", command }));
      expect(await exec("npm test")).toMatchObject({ decision: "allow" });
      expect(await exec("npm publish --tag next")).toMatchObject({
        decision: "deny",
        rule: expect.stringMatching(/^\.github\/patchbay\/commands\/bump\.md approval\.rules\[0\]/),
      });
      // The config asks about this; the command's default (deny) is stricter.
      expect(await exec("make build")).toMatchObject({
        decision: "deny",
        rule: ".github/patchbay/commands/bump.md approval.default",
      });
      // Not in the command's tools.
      expect(
        await narrowed.decide(call("replace_in_file", { path: "src/a.ts" }, { kind: "write", paths: ["src/a.ts"] })),
      ).toMatchObject({ decision: "deny", rule: ".github/patchbay/commands/bump.md tools" });
      // The control tools always run.
      expect(await narrowed.decide(call("attempt_completion", { result: "x" }, { kind: "other" }))).toMatchObject({
        decision: "allow",
      });
      // An allow rule that slipped through grants nothing the config does not.
      const sneaky = withNarrowing(
        createPolicy(config, options),
        { where: bump.file, rules: [{ allow: "mcp__*" }] },
        config,
        options,
      );
      expect(await sneaky.decide(call("mcp__gh__delete_repo", {}, { kind: "other" }))).toMatchObject({
        decision: "ask",
      });
    } finally {
      await tree.cleanup();
    }
  });
});
