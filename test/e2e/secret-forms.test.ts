/**
 * A model that writes the token it saw in a form the old redactor did not know
 * — backwards, cut short, split over two lines, inside a file whose content git
 * calls binary — leaks it through none of what Patchbay writes: the progress
 * comment, the pull request's title and body, the commit messages, the action's
 * outputs, the job summary, the log, and every ref it pushes.
 */
import { expect, test } from "vitest";
import { examplePayload, FAKE_TOKEN, remoteGit, writeCassette } from "./harness.js";
import { useE2e } from "./use-e2e.js";

const CONFIG = `approval:
  default: deny
  rules:
    - allow: [read_file, replace_in_file]
      paths: ["src/**"]
`;

const reversed = [...FAKE_TOKEN].reverse().join("");
const half = Math.floor(FAKE_TOKEN.length / 2);
const LEAKY = `Fixed add(). By the way: ${reversed} / ${FAKE_TOKEN.slice(0, 30)}… / ${FAKE_TOKEN.slice(0, half)}\n${FAKE_TOKEN.slice(half)}`;

const e2e = useE2e({ config: CONFIG });

/** Every 12-character run of the token, forwards and backwards. */
function parts(): string[] {
  const out: string[] = [];
  for (const text of [FAKE_TOKEN, reversed])
    for (let i = 0; i + 12 <= text.length; i++) out.push(text.slice(i, i + 12));
  return out;
}

test("the token, reversed, cut or split, is in no comment, PR, commit, output, summary, log or pushed ref", async () => {
  const COMMENT = 2501234567;
  e2e.gh.gate().reaction(COMMENT).progressComment(1, 9001).issue(1).openPulls("patchbay/issue-1").createPull(11);
  const cassette = await writeCassette(e2e.origin, [
    {
      tool_calls: [
        {
          name: "replace_in_file",
          input: {
            path: "src/math.ts",
            diff: "------- SEARCH\n  return a - b;\n=======\n  return a + b;\n+++++++ REPLACE",
          },
        },
      ],
    },
    { tool_calls: [{ name: "attempt_completion", input: { result: LEAKY } }] },
  ]);
  const run = await e2e.run({
    event: { name: "issue_comment", payload: examplePayload("issue_comment.issue") },
    inputs: { model: `replay:${cassette}` },
  });
  expect(run.exitCode, run.log).toBe(0);
  expect(run.outputs.outcome).toBe("completed");
  // The message got through, masked.
  expect(run.outputs.final_message).toContain("Fixed add(). By the way: ***");
  const shown = run.log
    .split("\n")
    .filter((line) => !line.startsWith("::add-mask::"))
    .join("\n");
  const pushed = remoteGit(e2e.origin, "log", "--all", "-p", "--format=%B");
  const everything = [
    shown,
    run.summary,
    ...Object.values(run.outputs),
    ...e2e.gh.writes.map((w) => JSON.stringify(w.body)),
    pushed,
  ].join("\n");
  expect(e2e.gh.writes.length).toBeGreaterThan(2);
  for (const part of parts()) expect(everything).not.toContain(part);
});
