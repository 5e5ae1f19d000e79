/**
 * Threat checks of the publish stage (docs/decisions/0023-two-job-runs.md): what a change does that a
 * reviewer should see before CI runs it, each a finding with file and line —
 * - ci-files: a file CI executes or trusts changed (workflows, local actions,
 *   hooks, Makefiles, package.json scripts, install config);
 * - network-fetch: a script that fetches and runs code (`curl … | sh`, `bash <(wget …)`, `iex (iwr …)`);
 * - encoded-blob: a long base64 or hex run, or control bytes, added to a text file;
 * - dependency-source: a dependency from outside its ecosystem's registry (git, URL,
 *   file, another index; a lockfile entry resolved elsewhere).
 * Line-oriented on purpose: it reads the lines the change adds (git's diff with
 * `--text`), as the push gate's secret scan does. `publish.block` says which stop the publish.
 */
import picomatch from "picomatch";
import type { ThreatCheck } from "../config/publish-schema.js";
import { parseAddedLines } from "../git/push/added-lines.js";
import type { GitRunner } from "../git/runner.js";

export interface ThreatFinding {
  check: Exclude<ThreatCheck, "secrets" | "protected">;
  path: string;
  line: number;
  message: string;
}

const CI_FILES = picomatch(
  [
    ".github/workflows/**",
    ".github/actions/**",
    "**/action.{yml,yaml}",
    ".githooks/**",
    ".husky/**",
    ".pre-commit-config.yaml",
    "**/{Makefile,GNUmakefile,makefile,*.mk}",
    ".gitlab-ci.yml",
    "**/Jenkinsfile",
    ".circleci/**",
    "**/{.npmrc,.yarnrc,.yarnrc.yml,.pnpmfile.cjs,bunfig.toml,pip.conf,.pypirc,nuget.config,.gemrc}",
    ".cargo/config.toml",
    "**/build.rs",
  ],
  { dot: true },
);
const LOCKFILES = picomatch(["**/{package-lock.json,npm-shrinkwrap.json,yarn.lock,pnpm-lock.yaml,bun.lock}"], {
  dot: true,
});
const TEXT_FILES = picomatch(
  [
    "**/*.{ts,tsx,js,jsx,mjs,cjs,json,md,txt,yml,yaml,toml,py,rb,go,rs,java,kt,sh,bash,zsh,ps1,c,h,cpp,cs,php,html,css,xml,ini,cfg}",
    "**/{Makefile,Dockerfile}",
  ],
  { dot: true },
);
const REGISTRY_HOSTS = /^https:\/\/(registry\.npmjs\.org|registry\.yarnpkg\.com|registry\.npmmirror\.com)\//;

const FETCH_AND_RUN = [
  /\b(curl|wget)\b[^\n|]*\|\s*(sudo\s+)?(ba|z|k|da)?sh\b/,
  /\b(ba|z)?sh\s+(-c\s+)?["']?\$\(\s*(curl|wget)\b/,
  /\b(ba|z)?sh\s+<\(\s*(curl|wget)\b/,
  /\b(curl|wget)\b[^\n|]*\|\s*(python3?|node|perl|ruby)\b/,
  /\biex\b.*\b(iwr|irm|Invoke-WebRequest|Invoke-RestMethod|DownloadString)\b/i,
];
const ENCODED = [/[A-Za-z0-9+/]{200,}={0,2}/, /\b[0-9a-fA-F]{200,}\b/];
// Control characters other than tab, line feed and carriage return: a binary payload in a "text" file.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

const DEPENDENCY_SOURCES: Array<[picomatch.Matcher, RegExp, string]> = [
  [
    picomatch("**/package.json", { dot: true }),
    /^\s*"[^"]+"\s*:\s*"(git\+|git:|github:|gitlab:|bitbucket:|https?:|file:|link:)/,
    "an npm dependency from outside the registry",
  ],
  [
    picomatch("**/*requirements*.txt", { dot: true }),
    /^\s*(git\+|https?:|--(extra-)?index-url\b|-i\s|--find-links\b|-f\s)/,
    "a Python dependency from outside PyPI",
  ],
  [
    picomatch("**/pyproject.toml", { dot: true }),
    /\b(git|url|path)\s*=\s*"/,
    "a Python dependency from a git, URL or path source",
  ],
  [
    picomatch("**/Cargo.toml", { dot: true }),
    /\b(git|path|registry)\s*=\s*"/,
    "a crate from a git, path or other registry",
  ],
  [picomatch("**/go.mod", { dot: true }), /^\s*replace\b/, "a Go module replaced by another source"],
  [
    picomatch("**/Gemfile", { dot: true }),
    /\b(git|github|path|source)\s*[:=]/,
    "a gem from a git, path or other source",
  ],
];

/** The lines `tip` adds against where it left `base`, per file, with their line numbers. */
async function addedLines(runner: GitRunner, base: string, tip: string) {
  const res = await runner.exec(
    ["diff", "--no-ext-diff", "--no-textconv", "--text", "--no-color", "--no-renames", "-U0", `${base}...${tip}`],
    { maxOutputBytes: 256 * 1024 * 1024 },
  );
  const files = parseAddedLines(res.stdout);
  const changed = (await runner.exec(["diff", "--name-only", "--no-renames", "-z", `${base}...${tip}`])).stdout
    .split("\0")
    .filter(Boolean);
  return { files, changed };
}

export async function findThreats(runner: GitRunner, base: string, tip: string): Promise<ThreatFinding[]> {
  const { files, changed } = await addedLines(runner, base, tip);
  const mergeBase = (await runner.exec(["merge-base", base, tip])).stdout.trim();
  const findings: ThreatFinding[] = [];
  for (const path of changed) {
    const added = files.get(path) ?? [];
    if (CI_FILES(path))
      findings.push({
        check: "ci-files",
        path,
        line: added[0]?.line ?? 1,
        message: "a file CI executes or trusts changed",
      });
    if (/(^|\/)package\.json$/.test(path))
      findings.push(...(await scriptChanges(runner, { base: mergeBase, tip }, path, added)));
    const lockfile = LOCKFILES(path);
    for (const { line, text } of added) {
      if (FETCH_AND_RUN.some((re) => re.test(text)))
        findings.push({ check: "network-fetch", path, line, message: `fetches and runs code: ${clip(text)}` });
      if (!lockfile && TEXT_FILES(path)) {
        if (ENCODED.some((re) => re.test(text)))
          findings.push({ check: "encoded-blob", path, line, message: "a long base64 or hex run in a text file" });
        else if (CONTROL.test(text))
          findings.push({
            check: "encoded-blob",
            path,
            line,
            message: "binary bytes (control characters) in a text file",
          });
      }
      if (lockfile) {
        const url = /(?:"resolved"|resolved|tarball)\s*:?\s*"?(\w+[+:][^\s",]+)/.exec(text)?.[1];
        if (url && !REGISTRY_HOSTS.test(url))
          findings.push({
            check: "dependency-source",
            path,
            line,
            message: `a lockfile entry resolved from ${clip(url)}`,
          });
      }
      for (const [matches, re, what] of DEPENDENCY_SOURCES)
        if (matches(path) && re.test(text))
          findings.push({ check: "dependency-source", path, line, message: `${what}: ${clip(text)}` });
    }
  }
  return findings;
}

/** Scripts package.json adds or changes (npm runs them on install and in CI), at the line that adds each. */
async function scriptChanges(
  runner: GitRunner,
  revs: { base: string; tip: string },
  path: string,
  added: Array<{ line: number; text: string }>,
): Promise<ThreatFinding[]> {
  const scripts = async (rev: string): Promise<Record<string, unknown>> => {
    const res = await runner.exec(["show", `${rev}:${path}`], { allowAllExitCodes: true });
    try {
      const parsed: unknown = res.exitCode === 0 ? JSON.parse(res.stdout) : {};
      const value = (parsed as { scripts?: unknown }).scripts;
      return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  };
  const [before, after] = await Promise.all([scripts(`${revs.base}`), scripts(revs.tip)]);
  return Object.entries(after)
    .filter(([name, command]) => before[name] !== command)
    .map(([name, command]) => ({
      check: "ci-files" as const,
      path,
      line: added.find((a) => a.text.includes(JSON.stringify(name)))?.line ?? 1,
      message: `package.json script "${name}" is now: ${clip(String(command))}`,
    }));
}

function clip(text: string): string {
  const t = text.trim();
  return t.length > 100 ? `${t.slice(0, 100)}…` : t;
}
