/**
 * The rules a careful user writes — "edit my code, nothing else" — for each edit
 * format: read and edit `src/**` with the one edit tool the model is given, every
 * other call denied (`approval.default: deny`). Every flow runs under these once
 * per format (flow tests exercise what ships, with the rules a careful user writes): generous fixture rules once hid a product that
 * pushed nothing under them.
 */
import type { CassetteTurn } from "./harness.js";

export const EDIT_FORMATS = ["search_replace", "apply_patch", "text_editor"] as const;
export type EditFormat = (typeof EDIT_FORMATS)[number];

/** The model-facing tool of each format. */
const EDIT_TOOL: Record<EditFormat, string> = {
  search_replace: "replace_in_file",
  apply_patch: "apply_patch",
  text_editor: "str_replace_based_edit_tool",
};

/** `.github/patchbay.yml` with nothing but the format and the least-privilege rules (plus `extra` YAML). */
export function leastPrivilege(format: EditFormat, extra = ""): string {
  return `tools:
  edit: ${format}
approval:
  default: deny
  rules:
    - allow: [read_file, ${EDIT_TOOL[format]}]
      paths: ["src/**"]
${extra}`;
}

/** One model turn that replaces the line `from` with `to` in `file`, through the format's tool. */
export function editTurn(format: EditFormat, file: string, from: string, to: string): CassetteTurn {
  switch (format) {
    case "search_replace":
      return {
        tool_calls: [
          {
            name: "replace_in_file",
            input: { path: file, diff: `------- SEARCH\n${from}\n=======\n${to}\n+++++++ REPLACE` },
          },
        ],
      };
    case "apply_patch":
      return {
        tool_calls: [
          {
            name: "apply_patch",
            input: { input: `*** Begin Patch\n*** Update File: ${file}\n@@\n-${from}\n+${to}\n*** End Patch\n` },
          },
        ],
      };
    case "text_editor":
      return {
        tool_calls: [
          {
            name: "str_replace_based_edit_tool",
            input: { command: "str_replace", path: file, old_str: from, new_str: to },
          },
        ],
      };
  }
}

/** The start of the checkpoint's subject each format writes for an edit of `file`. */
export function editSubject(format: EditFormat, file: string): string {
  return format === "apply_patch" ? `apply_patch: updated ${file}` : `${EDIT_TOOL[format]}: ${file}`;
}
