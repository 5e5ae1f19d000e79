/**
 * Which commands may skip waiting for the index sync (docs/decisions/0011-one-git-writer-per-run.md): only commands made
 * of programs that cannot read git's index. Everything that could — git itself, a
 * test runner, a wrapper, a substitution, sed's `e` — must wait.
 */
import { describe, expect, it } from "vitest";
import { cannotReadIndex } from "../../src/policy/shell/index-blind.js";

describe("commands that cannot read the git index", () => {
  it.each([
    "sed -i 1s/.*/x/ src/a.txt",
    "sed -i 's/a/b/w changed.txt' src/a.txt",
    "cat src/a.txt | grep x > out.txt",
    "ls -la && wc -l src/a.txt",
    "A=1 head -n 3 src/a.txt",
    "mkdir -p pkg && cp -R template pkg && touch pkg/x",
  ])("%s does not wait", async (command) => {
    expect(await cannotReadIndex(command)).toBe(true);
  });

  it.each([
    ["git status --porcelain", "git reads the index"],
    ["npm test", "a test runner runs anything"],
    ["ls && git diff", "one part is git"],
    ["timeout 5 cat x", "a wrapper"],
    ["bash -c 'cat x'", "a shell"],
    ["cat <(git status)", "a process substitution"],
    ["echo $(git diff --stat)", "a command substitution"],
    ["sed e src/a.txt", "sed's e command runs a shell command"],
    ["sed -i 's/x/date/e' src/a.txt", "the e flag of s runs the pattern space"],
    ["sed -f script.sed src/a.txt", "a sed script from a file may hold e"],
    ["sort --compress-program=./zip src/a.txt", "sort starts its compressor"],
    ["/usr/bin/cat src/a.txt", "a path may be any program"],
    ["./cat src/a.txt", "the agent's own script named cat"],
    ["cat() { git status; }; cat", "a function named like a blind program"],
    ["find . -name x", "find -exec runs programs; not on the list"],
    ["xargs cat < list", "xargs runs programs"],
    ["cat 'unterminated", "does not parse"],
    ["", "empty"],
  ])("%s waits (%s)", async (command) => {
    expect(await cannotReadIndex(command)).toBe(false);
  });
});
