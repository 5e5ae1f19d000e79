/**
 * The config sections of single features — the edit tool and the browser offered to the model, the
 * CI-failure autofix and review handling — kept apart from schema.ts so that file
 * stays the map of the whole configuration.
 */
import { z } from "zod";

const EDIT_FORMATS = ["auto", "search_replace", "apply_patch", "text_editor", "gemini_replace"] as const;

export const toolsSchema = z
  .strictObject({
    edit: z
      .enum(EDIT_FORMATS)
      .default("auto")
      .describe(
        "The file-edit tool offered to the model: auto (by provider and model: Claude gets the text editor, OpenAI GPT-4.1/GPT-5/o-series/codex get apply_patch, Google's models get Gemini CLI's replace (gemini_replace), others SEARCH/REPLACE), search_replace (replace_in_file), apply_patch, text_editor (str_replace_based_edit_tool), gemini_replace (replace).",
      ),
    browser: z
      .boolean()
      .default(false)
      .describe(
        "Offer browser_action: a headless Chromium (the system's `chromium` package) started inside the run's sandbox, with the sandbox's network. The approval rules still decide each call.",
      ),
  })
  .prefault({});

/** CI-failure autofix (`workflow_run`, the "CI fix" flow). Nothing runs unless a workflow is named. */
export const ciFixSchema = z
  .strictObject({
    workflows: z
      .array(z.string().min(1))
      .default([])
      .describe("Names of the workflows whose failed runs Patchbay tries to fix (as in their `name:`)."),
    branches: z
      .array(z.string().min(1))
      .default([])
      .describe("Branches whose failures with no pull request get a fix branch and a pull request."),
    max_attempts: z
      .number()
      .int("max_attempts must be a whole number")
      .positive("max_attempts must be greater than 0")
      .default(2)
      .describe(
        "Patchbay attempts per PR head since the last commit not made by Patchbay; then it stops and says why.",
      ),
  })
  .prefault({});

/** Addressing a review (`pull_request_review` submitted with the trigger phrase). */
export const reviewSchema = z
  .strictObject({
    resolve_threads: z
      .boolean()
      .default(true)
      .describe("Resolve a review thread once Patchbay replied in it with the change it made."),
  })
  .prefault({});
