/** The three native formats' case tables, with how each tool's input names its paths. */
import { codexScenarios } from "./apply-patch-codex.js";
import { codexCoreSuite, codexUnitTests } from "./apply-patch-codex-tests.js";
import { applyPatchEdges } from "./apply-patch-edges.js";
import { replaceCases } from "./replace.js";
import { replaceBadInputs } from "./replace-bad.js";
import { textEditorCases } from "./text-editor.js";
import { type Format, relocatePatch } from "./types.js";

const under = (dir: string, p: unknown) => (p === "." ? dir : `${dir}/${String(p)}`);

export const FORMATS: Format[] = [
  {
    edit: "apply_patch",
    tool: "apply_patch",
    cases: [...codexScenarios, ...codexUnitTests, ...codexCoreSuite, ...applyPatchEdges],
    relocate: (input, dir) => ({ ...input, input: relocatePatch(String(input["input"]), dir) }),
  },
  {
    edit: "text_editor",
    tool: "str_replace_based_edit_tool",
    cases: textEditorCases,
    relocate: (input, dir) => ({ ...input, path: under(dir, input["path"]) }),
  },
  {
    edit: "gemini_replace",
    tool: "replace",
    cases: [...replaceCases, ...replaceBadInputs],
    relocate: (input, dir) => ({ ...input, file_path: under(dir, input["file_path"]) }),
  },
];
