/**
 * What holds whatever the config says (DESIGN §3): the control tools always run,
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
]);

export const CORE_WRITE_TOOLS: ReadonlySet<string> = new Set([
  "write_to_file",
  "replace_in_file",
  "apply_patch",
  "str_replace_based_edit_tool",
  "replace",
]);

export const CORE_TOOLS: ReadonlySet<string> = new Set([
  ...CONTROL_TOOLS,
  ...READ_ONLY_CORE_TOOLS,
  ...CORE_WRITE_TOOLS,
  "execute_command",
]);

/** Config files Patchbay always protects, besides the one it loaded. */
export const ALWAYS_PROTECTED_FILES = [".mcp.json", ".github/patchbay.yml"];

/**
 * Which protected area a workspace-relative path is in, if any. Compared
 * without case: on a case-insensitive file system `.GIT/hooks` is `.git/hooks`.
 */
export function protectedArea(rel: string, configFiles: readonly string[]): string | undefined {
  const p = rel.toLowerCase();
  const parts = p.split("/");
  if (parts.includes(".git")) return ".git";
  if (p === ".github/workflows" || p.startsWith(".github/workflows/")) return ".github/workflows";
  for (const file of [...ALWAYS_PROTECTED_FILES, ...configFiles]) if (p === file.toLowerCase()) return file;
  return undefined;
}

export const PROTECTED_WHY: Record<string, string> = {
  ".git": "git internals (hooks and config run code, config may hold credentials, history is Patchbay's record)",
  ".github/workflows": "CI workflows (they run with the repository's secrets)",
};
