/**
 * What holds whatever the config says (docs/decisions/0003-approval-is-a-pure-decision.md): the control tools always run,
 * read-only core tools may read the workspace, and Patchbay's own machinery —
 * git internals, its config, CI workflows — is not written unless a rule names it.
 */

/** Ending the session or asking the user is never blocked. */
export const CONTROL_TOOLS: ReadonlySet<string> = new Set(["attempt_completion", "ask_followup_question"]);

export const READ_ONLY_CORE_TOOLS: ReadonlySet<string> = new Set([
  "read_file",
  "list_files",
  "search_files",
  "list_code_definition_names",
  "list_mcp_resources",
  "access_mcp_resource",
  // Returns a SKILL.md the run read before it started: it reaches nothing else.
  "load_skill",
]);

export const CORE_WRITE_TOOLS: ReadonlySet<string> = new Set([
  "write_to_file",
  "replace_in_file",
  "apply_patch",
  "str_replace_based_edit_tool",
  "replace",
]);

/**
 * Tools that read the web. Not read-only in the sense above: what they reach is outside the
 * workspace, so they run only when a rule allows them (`urls:` narrows it to pages).
 */
export const WEB_TOOLS: ReadonlySet<string> = new Set(["web_fetch", "browser_action"]);

export const CORE_TOOLS: ReadonlySet<string> = new Set([
  ...CONTROL_TOOLS,
  ...READ_ONLY_CORE_TOOLS,
  ...CORE_WRITE_TOOLS,
  ...WEB_TOOLS,
  "execute_command",
]);

/** Config files Patchbay always protects, besides the one it loaded. */
const ALWAYS_PROTECTED_FILES = [".mcp.json", ".github/patchbay.yml"];

/**
 * Which protected area a workspace-relative path is in, if any: what CI runs or
 * trusts with secrets — git internals, workflows, local actions (a workflow's
 * `uses: ./.github/actions/x` runs them with its secrets), CODEOWNERS (who must
 * approve), Dependabot's config — and Patchbay's own config. Compared without
 * case: on a case-insensitive file system `.GIT/hooks` is `.git/hooks`.
 */
export function protectedArea(rel: string, configFiles: readonly string[]): string | undefined {
  const p = rel.toLowerCase();
  const parts = p.split("/");
  const name = parts[parts.length - 1] ?? "";
  if (parts.includes(".git")) return ".git";
  if (p === ".github/workflows" || p.startsWith(".github/workflows/")) return ".github/workflows";
  if (p === ".github/actions" || p.startsWith(".github/actions/")) return ".github/actions";
  if (name === "action.yml" || name === "action.yaml") return "action.yml";
  if (p === "codeowners" || p === ".github/codeowners" || p === "docs/codeowners") return "CODEOWNERS";
  if (p === ".github/dependabot.yml" || p === ".github/dependabot.yaml") return ".github/dependabot.yml";
  if (p === ".github/patchbay" || p.startsWith(".github/patchbay/")) return ".github/patchbay";
  for (const file of [...ALWAYS_PROTECTED_FILES, ...configFiles]) if (p === file.toLowerCase()) return file;
  return undefined;
}

export const PROTECTED_WHY: Record<string, string> = {
  ".git": "git internals (hooks and config run code, config may hold credentials, history is Patchbay's record)",
  ".github/workflows": "CI workflows (they run with the repository's secrets)",
  ".github/actions": "a local action (workflows run it with the repository's secrets)",
  "action.yml": "an action's definition (workflows that use it run it with their secrets)",
  CODEOWNERS: "the code owners file (it decides who must approve changes)",
  ".github/dependabot.yml": "Dependabot's configuration (it opens pull requests with its own token)",
  ".github/patchbay": "Patchbay's repository commands (prompts and rules later runs are started with)",
};

/**
 * Files that send package installs somewhere else — a registry, a token, a
 * script run on install. Writing them is not forbidden (a dependency bump may
 * need it), but it is asked for, by a file tool or through a command alike,
 * unless an allow rule names the file.
 */
export function installSettingsFile(rel: string): string | undefined {
  const p = rel.toLowerCase();
  const name = p.slice(p.lastIndexOf("/") + 1);
  if (INSTALL_SETTINGS.has(name)) return name;
  if (p.endsWith(".cargo/config") || p.endsWith(".cargo/config.toml")) return ".cargo/config.toml";
  if (p.endsWith("pip/pip.conf")) return "pip.conf";
  return undefined;
}

const INSTALL_SETTINGS = new Set([
  ".npmrc",
  ".yarnrc",
  ".yarnrc.yml",
  ".pnpmfile.cjs",
  ".pnpmfile.mjs",
  "bunfig.toml",
  "pip.conf",
  "pip.ini",
  ".pypirc",
  "nuget.config",
  ".gemrc",
]);

export const INSTALL_SETTINGS_WHY = "it changes where packages are installed from or what runs when they are installed";
