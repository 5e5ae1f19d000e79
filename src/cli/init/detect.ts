/**
 * What `patchbay init` learns about a repository before it writes anything: the
 * command that runs its tests and the folders its source and tests live in.
 * Read-only; every probe is a file that says so on its face (no guessing from
 * file counts), and an unknown layout falls back to rules that ask.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export interface RepoProfile {
  /** The repository's own test command, or undefined when none was found. */
  testCommand?: string;
  /** Where that command was read from, for the message (`package.json scripts.test`). */
  testSource?: string;
  /** Folders (relative, with a trailing `/**`) the agent may edit. */
  editPaths: string[];
}

/** Common source and test folders, in the order a person would list them. */
const CODE_DIRS = ["src", "lib", "app", "pkg", "cmd", "internal", "test", "tests", "spec", "__tests__"];

export function detectRepo(repo: string): RepoProfile {
  const editPaths = CODE_DIRS.filter((dir) => isDir(path.join(repo, dir))).map((dir) => `${dir}/**`);
  return { ...detectTestCommand(repo), editPaths };
}

function detectTestCommand(repo: string): Pick<RepoProfile, "testCommand" | "testSource"> {
  const packageJson = readJson(path.join(repo, "package.json"));
  const scripts = packageJson?.scripts;
  if (scripts && typeof scripts === "object" && typeof (scripts as Record<string, unknown>).test === "string") {
    return { testCommand: `${nodeRunner(repo)} test`, testSource: "package.json scripts.test" };
  }
  if (existsSync(path.join(repo, "pyproject.toml")) || existsSync(path.join(repo, "pytest.ini"))) {
    return { testCommand: "python -m pytest", testSource: "pyproject.toml" };
  }
  if (existsSync(path.join(repo, "go.mod"))) return { testCommand: "go test ./...", testSource: "go.mod" };
  if (existsSync(path.join(repo, "Cargo.toml"))) return { testCommand: "cargo test", testSource: "Cargo.toml" };
  const makefile = readText(path.join(repo, "Makefile"));
  if (makefile && /^test\s*:/m.test(makefile)) return { testCommand: "make test", testSource: "Makefile test target" };
  return {};
}

/** The package manager the lockfile names; npm when there is none. */
function nodeRunner(repo: string): string {
  if (existsSync(path.join(repo, "pnpm-lock.yaml"))) return "pnpm";
  if (existsSync(path.join(repo, "yarn.lock"))) return "yarn";
  return "npm";
}

function readJson(file: string): Record<string, unknown> | undefined {
  const text = readText(file);
  if (text === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : undefined;
  } catch {
    // A broken package.json is the repository's business; init just finds no test script in it.
    return undefined;
  }
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

function isDir(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}
