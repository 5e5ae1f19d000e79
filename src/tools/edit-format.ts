/**
 * Which file-edit tool a model gets (config `tools.edit`). Models are trained on
 * particular edit tools, so `auto` offers each family the one it knows best; all
 * of them run on the same line engine (./edit), policy, checkpoints and transcript.
 */
export type EditFormat = "search_replace" | "apply_patch" | "text_editor" | "gemini_replace";
export type EditSetting = EditFormat | "auto";

/** OpenAI models trained on apply_patch (GPT-4.1, GPT-5, o3/o4, codex). */
const APPLY_PATCH_MODELS = /^(gpt-4\.1|gpt-5|o3|o4|codex)|codex/i;

export function resolveEditFormat(setting: EditSetting, provider: string, model: string): EditFormat {
  if (setting !== "auto") return setting;
  if (provider === "anthropic" || (provider === "bedrock" && /claude/i.test(model))) return "text_editor";
  if (provider === "openai" && APPLY_PATCH_MODELS.test(model)) return "apply_patch";
  if (provider === "google") return "gemini_replace";
  return "search_replace";
}

const TOOL_NAMES: Record<EditFormat, string> = {
  search_replace: "replace_in_file",
  apply_patch: "apply_patch",
  text_editor: "str_replace_based_edit_tool",
  gemini_replace: "replace",
};

/** The edit tool's model-facing name for a format. */
export function editToolName(format: EditFormat): string {
  return TOOL_NAMES[format];
}
