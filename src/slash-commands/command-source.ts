/**
 * Where command files are read from: the revision the config comes from. On
 * pull-request events that is the base branch, read through git (a PR cannot
 * add a command, or change one, for its own run); otherwise the work tree,
 * read through src/beneath (a command file that an earlier run left as a link
 * out of the repository is refused, not followed).
 */
import path from "node:path";
import { readBeneath, WalkError } from "../beneath/files.js";
import { entriesOf, inFolder } from "../beneath/folders.js";
import { ConfigError } from "../config/errors.js";
import { type ConfigSource, ensureRef, readConfigText } from "../config/source.js";
import { scrubbedEnv } from "../util/env.js";
import { hostGit } from "../util/host-git.js";
import { COMMAND_NAME, COMMANDS_DIR } from "./command-file.js";

/** Largest command file read. */
const MAX_BYTES = 64 * 1024;

/** The names of the command files (`<name>.md`) there are, sorted. */
export async function listCommandNames(source: ConfigSource): Promise<string[]> {
  const files = source.ref ? await filesAtRef({ ...source, ref: source.ref }) : await filesInTree(source.repo);
  return files
    .filter((f) => f.endsWith(".md"))
    .map((f) => f.slice(0, -3))
    .sort();
}

/** The text of `<name>.md`, or undefined when there is no such command. */
export async function readCommandText(source: ConfigSource, name: string): Promise<string | undefined> {
  // A name with a slash or "..": never a file of the commands folder.
  if (!COMMAND_NAME.test(name)) return undefined;
  const file = `${COMMANDS_DIR}/${name}.md`;
  if (source.ref) return readConfigText(source, file);
  try {
    const read = await readBeneath(source.repo, file);
    if (!read) return undefined;
    if (read.data.length > MAX_BYTES)
      throw new ConfigError([{ file, message: `over ${MAX_BYTES / 1024} KiB; a command file is a short prompt` }]);
    return read.data.toString("utf8");
  } catch (error) {
    if (error instanceof WalkError) throw new ConfigError([{ file, message: `not read: ${error.message}` }]);
    throw error;
  }
}

async function filesInTree(repo: string): Promise<string[]> {
  try {
    return await inFolder(repo, COMMANDS_DIR, async (dir) =>
      (await entriesOf(dir)).filter((e) => e.isFile()).map((e) => e.name),
    );
  } catch (error) {
    if (error instanceof WalkError) return [];
    throw error;
  }
}

async function filesAtRef(source: ConfigSource & { ref: string }): Promise<string[]> {
  await ensureRef(source);
  const listed = await hostGit(source.repo, ["ls-tree", "--name-only", `${source.ref}:${COMMANDS_DIR}`], {
    cwd: source.repo,
    env: { ...scrubbedEnv(source.env), GIT_TERMINAL_PROMPT: "0" },
    timeoutMs: 30_000,
  });
  if (listed.exitCode !== 0) return [];
  return listed.stdout
    .split("\n")
    .filter(Boolean)
    .map((f) => path.posix.basename(f));
}
