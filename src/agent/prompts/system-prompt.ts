/**
 * Builds the system prompt from the template: repository, branch, the request
 * (with any context others wrote, fenced as untrusted) and the repository's
 * instruction files.
 */
import { type InstructionFile, readInstructionFiles } from "./instructions.js";
import { renderTemplate } from "./render.js";
import { REVIEW_MODE_TEMPLATE } from "./review-template.js";
import {
  INSTRUCTIONS_TEMPLATE,
  PLAN_TEMPLATE,
  RESULT_FORMAT_TEMPLATE,
  SKILLS_TEMPLATE,
  SYSTEM_TEMPLATE,
} from "./system-template.js";
import { createNonce, fenceUntrusted } from "./untrusted.js";

export interface UntrustedText {
  /** Where it came from, e.g. "issue #12 by @alice" or "comment by @bob". */
  label: string;
  text: string;
}

export interface SystemPromptInput {
  /** "owner/name", or the directory name for local runs. */
  repository: string;
  branch: string;
  /**
   * What to do. From config (a task prompt) or the CLI it is trusted; text taken
   * from an issue or comment goes in `untrusted` and is referred to here.
   */
  request: string;
  untrusted?: UntrustedText[];
  instructions?: InstructionFile[];
  /** Fixed in tests; random otherwise. */
  nonce?: string;
  /** "plan": a read-only run that ends with a plan; "review": a read-only run that reports findings. */
  mode?: "edit" | "plan" | "review";
  /** Typed results: the JSON Schema attempt_completion's result must match. */
  outputSchema?: object | boolean;
  /** The repository's Agent Skills, by name and description (load_skill gives the rest). */
  skills?: readonly { name: string; description: string }[];
}

export function renderSystemPrompt(input: SystemPromptInput): string {
  const untrusted = input.untrusted ?? [];
  const nonce = input.nonce ?? createNonce([input.request, ...untrusted.map((u) => u.text)]);
  const request = [input.request, ...untrusted.map((u) => fenceUntrusted(u.text, nonce, u.label))].join("\n\n");
  const files = (input.instructions ?? []).map(
    (f) => `\n## ${f.path}\n${f.content.trimEnd()}${f.truncated ? "\n(cut: the file is longer)" : ""}\n`,
  );
  return renderTemplate(
    SYSTEM_TEMPLATE,
    {
      repository: input.repository,
      branch: input.branch,
      nonce,
      request,
      instructions: files.length
        ? renderTemplate(INSTRUCTIONS_TEMPLATE, { files: files.join("\n") }, "instructions template")
        : "",
      skills: input.skills?.length
        ? renderTemplate(
            SKILLS_TEMPLATE,
            { list: input.skills.map((s) => `- ${s.name}: ${s.description.replace(/\s+/g, " ")}`).join("\n") },
            "skills template",
          )
        : "",
      plan: input.mode === "plan" ? PLAN_TEMPLATE : input.mode === "review" ? REVIEW_MODE_TEMPLATE : "",
      resultFormat:
        input.outputSchema !== undefined
          ? renderTemplate(
              RESULT_FORMAT_TEMPLATE,
              { schema: JSON.stringify(input.outputSchema, null, 2) },
              "result format template",
            )
          : "",
    },
    "system prompt",
  );
}

/** Reads the instruction files from the workspace and renders the prompt. */
export async function buildSystemPrompt(
  input: Omit<SystemPromptInput, "instructions"> & { workspace: string; instructionFiles: string[] },
): Promise<string> {
  const { workspace, instructionFiles, ...rest } = input;
  return renderSystemPrompt({ ...rest, instructions: await readInstructionFiles(workspace, instructionFiles) });
}
