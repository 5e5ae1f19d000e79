/**
 * What the main step leaves for the post step (GITHUB_STATE): enough to push
 * unpushed checkpoints and finish the progress comment when the job was
 * cancelled or timed out before main could.
 */
import { z } from "zod";
import type { CommentRef } from "../github/reporting/comments.js";
import { saveState } from "./runner-commands.js";

const KEY = "patchbay";

const mainStateSchema = z.object({
  repo: z.string(),
  runId: z.string(),
  finished: z.boolean(),
  /** False for dry runs: the post step must not push what a dry run left. */
  push: z.boolean().default(true),
  branch: z.string().optional(),
  stashFile: z.string().optional(),
  gate: z.object({ known: z.array(z.string()), runUrl: z.string(), fileMb: z.number() }).optional(),
  comment: (
    z.object({
      owner: z.string(),
      repo: z.string(),
      id: z.number(),
      kind: z.enum(["issue", "review"]),
    }) satisfies z.ZodType<CommentRef>
  ).optional(),
});

export type MainState = z.input<typeof mainStateSchema>;

export function saveMainState(state: MainState): void {
  saveState(KEY, JSON.stringify(state));
}

/** The state main left, or undefined when main never got that far (or the state is not ours). */
export function readMainState(): MainState | undefined {
  // The runner passes saved state as STATE_<name> (what core.getState reads).
  const raw = process.env[`STATE_${KEY}`];
  if (!raw) return undefined;
  try {
    const parsed = mainStateSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined; // not JSON: another action's state under our key is not ours to act on
  }
}
