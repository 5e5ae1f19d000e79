import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  readCredentialStash,
  restoreCredentials,
  stashCredentials,
  withCredentialsRemoved,
  writeCredentialStash,
} from "../../src/git/credentials.js";
import { execRemote, RemoteNotAllowedError } from "../../src/git/network.js";
import { cleanup, fixture, git, noDelay, tempDir } from "./helpers.js";

afterEach(cleanup);

const HEADER_KEY = "http.https://github.com/.extraheader";
const HEADER = "AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46Y2hlY2tvdXQtdG9rZW4=";

describe("credentials anywhere in .git/config", () => {
  it("a token in a remote URL, an insteadOf base and a credential helper are out while the agent runs, and back after", async () => {
    const { work, runner } = fixture();
    const url = "https://someone:glpat-URLTOKEN0123456789@git.example.com/o/r.git";
    const rewrite = "url.https://x-access-token:ghp_REWRITETOKEN0123456789@github.com/.insteadOf";
    git(work, "remote", "add", "mirror", url);
    git(work, "config", "--local", "remote.mirror.pushurl", url);
    git(work, "config", "--local", rewrite, "https://github.com/");
    git(work, "config", "--local", "credential.helper", "!f() { echo password=HELPERTOKEN0123456789; }; f");
    git(work, "config", "--local", "credential.https://example.com.helper", "store");
    await withCredentialsRemoved(runner, async () => {
      const config = readFileSync(path.join(work, ".git/config"), "utf8");
      for (const token of ["URLTOKEN", "REWRITETOKEN", "HELPERTOKEN", "helper"]) expect(config).not.toContain(token);
      // The remote is still there, without the user and token.
      expect(git(work, "remote", "get-url", "mirror")).toBe("https://git.example.com/o/r.git");
    });
    expect(git(work, "remote", "get-url", "mirror")).toBe(url);
    expect(git(work, "config", "--local", "--get", "remote.mirror.pushurl")).toBe(url);
    expect(git(work, "config", "--local", "--get", rewrite)).toBe("https://github.com/");
    expect(git(work, "config", "--local", "--get", "credential.helper")).toContain("HELPERTOKEN");
    expect(git(work, "config", "--local", "--get", "credential.https://example.com.helper")).toBe("store");
  });
});

describe("checkout credentials", () => {
  it("are out of .git/config while the agent runs and back afterwards, even on a throw", async () => {
    const { work, runner } = fixture();
    git(work, "config", "--local", HEADER_KEY, HEADER);
    git(work, "config", "--local", "includeIf.gitdir:/x/.git.path", "/tmp/git-credentials-1.config");
    git(work, "config", "--local", "includeIf.gitdir:/y/.git.path", "/home/me/work.gitconfig");
    await expect(
      withCredentialsRemoved(runner, async () => {
        const config = readFileSync(path.join(work, ".git/config"), "utf8");
        expect(config).not.toContain("extraheader");
        expect(config).not.toContain("git-credentials");
        expect(config).toContain("work.gitconfig"); // not a credential: left alone
        throw new Error("agent failed");
      }),
    ).rejects.toThrow("agent failed");
    expect(git(work, "config", "--local", "--get", HEADER_KEY)).toBe(HEADER);
    expect(git(work, "config", "--local", "--get", "includeIf.gitdir:/x/.git.path")).toBe(
      "/tmp/git-credentials-1.config",
    );
  });

  it("can be restored from a stash file by another process (the post step), once", async () => {
    const { work, runner } = fixture();
    git(work, "config", "--local", HEADER_KEY, HEADER);
    const stash = await stashCredentials(runner);
    const file = path.join(tempDir(), "stash.json");
    await writeCredentialStash(file, stash);
    const loaded = await readCredentialStash(file);
    expect(loaded).toEqual(stash);
    await restoreCredentials(runner, loaded ?? stash);
    await restoreCredentials(runner, loaded ?? stash);
    expect(git(work, "config", "--local", "--get-all", HEADER_KEY)).toBe(HEADER);
    expect(await readCredentialStash(path.join(tempDir(), "missing.json"))).toBeNull();
  });
});

describe("per-command credentials", () => {
  it("send the token as a basic extraheader without writing it to .git/config", async () => {
    const { work, runner } = fixture();
    git(work, "config", "--local", "http.extraheader", "AUTHORIZATION: basic stale");
    const seen: (string | string[] | undefined)[] = [];
    const server = http.createServer((req, res) => {
      seen.push(req.headers.authorization);
      res.statusCode = 404;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const address = server.address();
      if (!address || typeof address === "string") throw new Error("server has no port");
      const { port } = address;
      const serverUrl = `http://127.0.0.1:${port}`;
      const auth = { token: "tok-123456", serverUrl };
      const res = await execRemote(runner, ["ls-remote", `${serverUrl}/o/r.git`], auth, noDelay);
      expect(res.exitCode).not.toBe(0);
      // A remote that points elsewhere (or is rewritten there by insteadOf) never gets the token.
      await expect(execRemote(runner, ["push", "--porcelain", "origin", "HEAD"], auth)).rejects.toThrow(
        RemoteNotAllowedError,
      );
      git(work, "remote", "set-url", "origin", `${serverUrl}/o/r.git`);
      git(work, "config", "--local", "url.file:///tmp/evil.insteadOf", `${serverUrl}/o/`);
      await expect(execRemote(runner, ["fetch", "--no-tags", "origin"], auth)).rejects.toThrow(/file:\/\/\/tmp\/evil/);
      expect(seen).toHaveLength(1);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(seen[0]).toBe(`basic ${Buffer.from("x-access-token:tok-123456").toString("base64")}`);
    expect(readFileSync(path.join(work, ".git/config"), "utf8")).not.toContain("tok-123456");
  });
});
