/**
 * The session state saved a turn at a time, on real repositories. A
 * long conversation saved after every turn reads back whole; a full chunk is
 * written once and named by its id afterwards (the late saves send only the open
 * chunk); a conversation the loop rewrote is saved anew; over the cap it is
 * shrunk once and later turns appended; secrets are masked in every file; a
 * writer killed between saves changes nothing; and format 1 still reads.
 */
import { afterEach, describe, expect, it } from "vitest";
import { GitCheckpointer } from "../../src/git/checkpoints/checkpointer.js";
import type { SessionLike } from "../../src/git/refs/session-saver.js";
import { loadSessionState, saveSessionState } from "../../src/git/refs/session-state.js";
import { CHUNK } from "../../src/git/refs/state-chunks.js";
import { Redactor } from "../../src/secrets/redactor.js";
import { cleanup, fixture, git, gitConfig } from "./helpers.js";

afterEach(cleanup);

const SECRET = "sk-live-SESSIONSAVERsecret0001";

function setup() {
  const fx = fixture();
  const warnings: string[] = [];
  const cp = new GitCheckpointer({
    runner: fx.runner,
    runId: "26",
    runUrl: "https://github.com/o/r/actions/runs/26",
    config: gitConfig({}),
    log: { info: () => {}, warning: (m) => warnings.push(m) },
  });
  const redactor = new Redactor();
  redactor.add(SECRET);
  return { ...fx, cp, redactor, warnings };
}

/** A conversation as the loop keeps it: messages appended, never changed in place. */
function conversation(turns: number, prefix = "turn"): { role: string; content: string }[] {
  const out: { role: string; content: string }[] = [];
  for (let i = 0; i < turns; i++) {
    out.push({ role: "assistant", content: `${prefix} ${i}: calling a tool` });
    out.push({ role: "tool", content: `${prefix} ${i}: the tool's answer` });
  }
  return out;
}

const session = (messages: unknown[], checkpoints: unknown[] = []): SessionLike => ({
  version: 1,
  model: "replay",
  messages,
  checkpoints,
  turns: messages.length / 2,
});

describe("the session state, a turn at a time", () => {
  it("a long conversation saved after every turn reads back whole; full chunks are written once and named after", async () => {
    const { work, runner, cp, redactor } = setup();
    const live = conversation(150);
    const checkpoints = Array.from({ length: live.length / 2 }, (_, i) => ({ step: i, sha: `${i}`.padStart(40, "0") }));
    const opts = { redactor, maxBytes: 10_000_000, shrink: () => live };
    let firstChunk: string | undefined;
    for (let n = 2; n <= live.length; n += 2) {
      const saved = await cp.saveSession("main", session(live.slice(0, n), checkpoints.slice(0, n / 2)), opts);
      const tree = git(work, "ls-tree", "-r", saved.ref).split("\n");
      // The open chunk never holds more than CHUNK lines: that is all a save sends of the conversation.
      const open = git(work, "show", `${saved.ref}:${tree.at(-1)?.split("\t")[1]}`);
      expect(open.split("\n").length).toBeLessThanOrEqual(CHUNK);
      const chunk0 = tree.find((l) => l.endsWith("\tmessages/00000.jsonl"))?.split(/\s+/)[2];
      if (n > CHUNK) {
        firstChunk ??= chunk0;
        expect(chunk0).toBe(firstChunk);
      }
    }
    await cp.finish(true);
    const loaded = await loadSessionState(runner, "main");
    expect(loaded).toEqual({ state: session(live, checkpoints) });
    expect(git(work, "ls-tree", "-r", "--name-only", "refs/patchbay/state/main").split("\n")).toContain(
      "messages/00004.jsonl",
    );
  });

  it("a conversation the loop rewrote (the context window cut it) is saved anew", async () => {
    const { runner, cp, redactor } = setup();
    const live = conversation(40);
    const opts = { redactor, maxBytes: 10_000_000, shrink: () => live };
    await cp.saveSession("main", session(live), opts);
    const cut = [{ role: "user", content: "[earlier messages were removed]" }, ...live.slice(60)];
    await cp.saveSession("main", session(cut), opts);
    await cp.finish(true);
    expect(await loadSessionState(runner, "main")).toEqual({ state: session(cut) });
  });

  it("over the cap: cut once the way the context window cuts, said in the commit, and later turns appended", async () => {
    const { work, runner, cp, redactor } = setup();
    const live = conversation(300);
    let shrinks = 0;
    const saveUpTo = async (n: number) =>
      cp.saveSession("main", session(live.slice(0, n)), {
        redactor,
        maxBytes: 12_000,
        shrink: () => {
          shrinks++;
          return [{ role: "user", content: "[cut]" }, ...live.slice(n - 100, n)];
        },
      });
    for (let n = 2; n <= 400; n += 2) await saveUpTo(n);
    const last = await saveUpTo(402);
    expect(shrinks).toBeGreaterThan(1);
    expect(shrinks).toBeLessThan(60); // not at every save: only each time the appended turns fill the room again
    expect(last.trimmed).toMatch(/the saved conversation was cut from \d+ to 101 messages to stay under 12000 bytes/);
    expect(git(work, "log", "-1", "--format=%B", last.ref)).toContain("the saved conversation was cut");
    await cp.finish(true);
    const loaded = await loadSessionState(runner, "main");
    const messages = (loaded && "state" in loaded ? (loaded.state as SessionLike).messages : []) as unknown[];
    expect(messages.at(-1)).toEqual(live[401]);
    expect(messages[0]).toEqual({ role: "user", content: "[cut]" });
  });

  it("secrets are masked in every file of the state", async () => {
    const { work, cp, redactor } = setup();
    const live = conversation(CHUNK);
    live.push({ role: "tool", content: `the key is ${SECRET}` });
    const saved = await cp.saveSession("main", session(live), { redactor, maxBytes: 10_000_000, shrink: () => live });
    await cp.finish(true);
    const files = git(work, "ls-tree", "-r", "--name-only", saved.ref).split("\n");
    const all = files.map((f) => git(work, "show", `${saved.ref}:${f}`)).join("\n");
    expect(all).toContain("the key is ***");
    expect(all).not.toContain(SECRET);
  });

  it("fast-import killed between two saves: the next save names the chunks the dead one wrote, and the state reads back", async () => {
    const { runner, cp, redactor, warnings } = setup();
    const live = conversation(100);
    const opts = { redactor, maxBytes: 10_000_000, shrink: () => live };
    await cp.saveSession("main", session(live.slice(0, 150)), opts);
    process.kill(cp.writer.writerPid as number, "SIGKILL");
    await new Promise((r) => setTimeout(r, 50));
    await cp.saveSession("main", session(live), opts);
    await cp.finish(true);
    expect(warnings.join("\n")).toMatch(/fast-import stopped/);
    expect(await loadSessionState(runner, "main")).toEqual({ state: session(live) });
  });

  it("a state saved in format 1 (one state.json) still reads back", async () => {
    const { runner, redactor } = setup();
    const state = { version: 1, messages: conversation(3), checkpoints: [] };
    await saveSessionState(runner, "main", JSON.stringify(state), { redactor });
    expect(await loadSessionState(runner, "main")).toEqual({ state });
  });
});
