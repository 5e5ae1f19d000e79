/**
 * Patchbay's git obeys Patchbay, not the repository (docs/decisions/0010-containment.md). An allowed
 * command can write `.git/config`, an included file or the runner's global config;
 * none of that may make Patchbay's own git run a program, change what a checkpoint
 * holds, or send data elsewhere.
 *
 * - Global and system config are not read at all (GIT_CONFIG_GLOBAL=/dev/null,
 *   GIT_CONFIG_NOSYSTEM, GIT_ATTR_NOSYSTEM).
 * - Repository config cannot be switched off, so every key that names a program or
 *   a destination is overridden from the environment (GIT_CONFIG_COUNT/KEY/VALUE,
 *   the "command" scope, which beats every config file): fixed keys always, and the
 *   keys whose names the repository chooses (`filter.<driver>.clean`,
 *   `http.<url>.proxy`, …) as found by reading the effective config, re-read
 *   whenever one of its files changes.
 * - What cannot be overridden (`url.<base>.insteadOf` rewrites add up; an override
 *   never removes one) is refused where it matters, before a remote command
 *   (push/pinned-remote.ts).
 */
import { stat } from "node:fs/promises";
import path from "node:path";
import type { ConfigPair } from "../util/git-env.js";
import { hostGit } from "../util/host-git.js";

/**
 * Keys whose middle part the repository names, and the value that makes each
 * harmless. A merge driver gets `false` (a conflict, so a replay falls back to a
 * new branch) rather than an empty command, which would "succeed" and drop theirs.
 */
const NAMED_KEYS: readonly { key: RegExp; value: string }[] = [
  { key: /^filter\..+\.(clean|smudge|process)$/, value: "" },
  { key: /^filter\..+\.required$/, value: "false" },
  { key: /^diff\..+\.(textconv|command)$/, value: "" },
  { key: /^merge\..+\.driver$/, value: "false" },
  { key: /^(http|remote)\..+\.proxy$/, value: "" },
  { key: /^http\..+\.(cookiefile|curloptresolve)$/, value: "" },
  { key: /^http\..+\.sslverify$/, value: "true" },
  { key: /^credential\..+\.helper$/, value: "" },
  { key: /^remote\..+\.receivepack$/, value: "git-receive-pack" },
  { key: /^remote\..+\.uploadpack$/, value: "git-upload-pack" },
  { key: /^remote\..+\.vcs$/, value: "" },
  { key: /^hook\..+\.command$/, value: "true" },
  { key: /^hook\..+\.enabled$/, value: "false" },
];

/** The override for one key the repository's config holds, if it needs one. */
function overrideFor(key: string): ConfigPair | undefined {
  const lower = key.toLowerCase();
  const hit = NAMED_KEYS.find((k) => k.key.test(lower));
  return hit ? [key, hit.value] : undefined;
}

export interface ScannedConfig {
  /** Overrides for keys named by the repository. */
  overrides: ConfigPair[];
  /** Every file the config came from, for noticing a change. */
  files: string[];
  /** `core.worktree`, when set: it moves the work tree git reads (and Patchbay commits) elsewhere. */
  worktree?: string;
}

class ConfigTamperedError extends Error {
  constructor(message: string) {
    super(`${message}; Patchbay's git stops here rather than work on another tree or without its guards`);
    this.name = "ConfigTamperedError";
  }
}

/** Reads the effective config (includes followed) with `env` (global and system already off). */
async function scanConfig(cwd: string, env: Record<string, string>): Promise<ScannedConfig | null> {
  const dir = await hostGit(cwd, ["rev-parse", "--absolute-git-dir", "--git-common-dir"], {
    cwd,
    env,
    timeoutMs: 30_000,
  });
  if (dir.exitCode !== 0) return null;
  const [gitDir = "", common = ""] = dir.stdout.trim().split("\n");
  const commonDir = path.resolve(cwd, common);
  const res = await hostGit(cwd, ["config", "--list", "--show-origin", "--null", "--includes"], {
    cwd,
    env,
    timeoutMs: 30_000,
  });
  const files = new Set([path.join(commonDir, "config"), path.join(gitDir, "config.worktree")]);
  const overrides: ConfigPair[] = [];
  let worktree: string | undefined;
  const items = res.stdout.split("\0");
  for (let i = 0; i + 1 < items.length; i += 2) {
    const origin = items[i] ?? "";
    const entry = items[i + 1] ?? "";
    if (origin.startsWith("file:")) files.add(path.resolve(cwd, origin.slice(5)));
    const key = entry.split("\n", 1)[0] ?? "";
    if (key.toLowerCase() === "core.worktree") worktree = entry.slice(key.length + 1);
    const pair = overrideFor(key);
    if (pair) overrides.push(pair);
  }
  return { overrides, files: [...files], worktree };
}

/** A cheap identity of the config files' contents: size, times and inode of each. */
async function fingerprint(files: string[]): Promise<string> {
  const parts = await Promise.all(
    files.map(async (f) => {
      const s = await stat(f, { bigint: true }).catch(() => null);
      return s ? `${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}` : "-";
    }),
  );
  return parts.join("|");
}

/**
 * Keeps the overrides for one repository current: the config is read again only
 * when one of its files changed since the last read (a stat per file per call).
 */
export class ConfigOverrides {
  private scanned: ScannedConfig | null = null;
  private pinnedWorktree: string | undefined;
  private print = "";
  private reading: Promise<ConfigPair[]> | undefined;

  constructor(
    private readonly cwd: string,
    private readonly env: Record<string, string>,
  ) {}

  async overrides(): Promise<ConfigPair[]> {
    if (this.scanned && (await fingerprint(this.scanned.files)) === this.print) return this.scanned.overrides;
    // Commands started at once share one read of the config.
    this.reading ??= this.read().finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  private async read(): Promise<ConfigPair[]> {
    for (let attempt = 1; ; attempt++) {
      // The files as they were before git read them: a change while it read is noticed below.
      const known = this.scanned?.files;
      const before = known ? await fingerprint(known) : undefined;
      const scanned = await scanConfig(this.cwd, this.env);
      if (!scanned) {
        // Not a repository (yet): nothing to override. Once it was one, an unreadable config is not a pass.
        if (this.scanned === null) return [];
        throw new ConfigTamperedError(`git can no longer read the repository's config in ${this.cwd}`);
      }
      // core.worktree cannot be overridden for every call (temporary worktrees have their own): pinned instead.
      if (this.scanned === null) this.pinnedWorktree = scanned.worktree;
      else if (scanned.worktree !== this.pinnedWorktree)
        throw new ConfigTamperedError(
          `the repository's config changed core.worktree during the run (${this.pinnedWorktree ?? "unset"} → ${scanned.worktree ?? "unset"}); put it back with \`git config ${this.pinnedWorktree === undefined ? "--unset core.worktree" : `core.worktree ${this.pinnedWorktree}`}\``,
        );
      const after = await fingerprint(scanned.files);
      // The same files as before (the usual case): one look at them says both.
      const now = known && known.join("\0") !== scanned.files.join("\0") ? await fingerprint(known) : after;
      const moved = known !== undefined && before !== now;
      this.scanned = scanned;
      // Changed while git read it: these overrides may predate the change, so they are read again
      // now (a few times at most) and, if still moving, again at the next command.
      this.print = moved ? "" : after;
      if (!moved || attempt >= 3) return scanned.overrides;
    }
  }
}
