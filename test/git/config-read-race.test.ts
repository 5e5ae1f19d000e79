/**
 * The config guard and a config that changes while git reads it. An agent's command
 * can write `.git/config` at any moment; Patchbay's guard reads the config (every file,
 * includes followed) and keeps overrides for the keys a repository names (a filter's
 * `clean` program, …), reading again only when a file changed. A change that lands
 * while git is reading must not be taken as read: here git is held mid-read on an
 * include that is a FIFO, `.git/config` is replaced with one that names a filter, and
 * the guard must come back with that filter's override — now, and at the next command.
 */
import { execFileSync } from "node:child_process";
import { closeSync, constants, openSync, readFileSync, renameSync, writeFileSync, writeSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigOverrides } from "../../src/git/config-overrides.js";
import { cleanup, fixture, git, tempDir } from "./helpers.js";

afterEach(cleanup);

/** Writes `file` anew (a new file renamed over it), as git and editors do. */
function replaceFile(file: string, change: (text: string) => string): void {
  writeFileSync(`${file}.new`, change(readFileSync(file, "utf8")));
  renameSync(`${file}.new`, file);
}

/** The FIFO opened for writing once git has it open for reading (mid-read); undefined until then. */
function readerWaiting(fifo: string): number | undefined {
  try {
    // Opening for writing without blocking succeeds only once a reader has the FIFO open.
    return openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK);
  } catch {
    return undefined;
  }
}

/**
 * Lets reads of `fifo` go on until stopped, holding read number `nth` until `meanwhile` has run.
 * (The guard's read is two git processes, each reading the config: `rev-parse`, then `config --list`.)
 */
function holdThenFeed(
  fifo: string,
  nth: number,
  meanwhile: () => void,
): { stop: () => Promise<void>; held: () => boolean } {
  let stopped = false;
  let held = false;
  const loop = (async () => {
    let reads = 0;
    while (!stopped) {
      const fd = readerWaiting(fifo);
      if (fd === undefined) {
        await new Promise((r) => setTimeout(r, 5));
        continue;
      }
      if (++reads === nth) {
        meanwhile();
        held = true;
      }
      writeSync(fd, "\n");
      closeSync(fd);
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  return {
    held: () => held,
    stop: async () => {
      stopped = true;
      await loop;
    },
  };
}

describe("the config guard, when the config changes while git reads it", () => {
  it("does not keep overrides older than the config: the filter added mid-read is overridden", async () => {
    const fx = fixture();
    const env = { PATH: process.env.PATH ?? "", HOME: tempDir("pb-home-"), GIT_CONFIG_NOSYSTEM: "1" };
    const guard = new ConfigOverrides(fx.work, env);
    expect(await guard.overrides()).toEqual([]);

    const fifo = path.join(tempDir("pb-fifo-"), "include.fifo");
    execFileSync("mkfifo", [fifo]);
    git(fx.work, "config", "include.path", fifo);
    const feeder = holdThenFeed(fifo, 3, () =>
      // `git config --list` has .git/config open as it was, and waits on the include: the agent
      // writes a new .git/config with a filter in it (as `git config` itself does, by rename).
      replaceFile(path.join(fx.work, ".git/config"), (text) => `[filter "evil"]\n\tclean = ./evil.sh\n${text}`),
    );
    const first = await guard.overrides();
    // The git this runs on reads the include in three passes; the change came during the last.
    expect(feeder.held(), "git was never held mid-read on the include").toBe(true);
    const next = await guard.overrides();
    await feeder.stop();
    expect(first).toContainEqual(["filter.evil.clean", ""]);
    expect(next).toContainEqual(["filter.evil.clean", ""]);
  });
});
