/**
 * What add_review_comment answers the model: where its finding will go and, when
 * not on the diff, why — in words it can act on (report it on a line the diff
 * shows, use side LEFT for a removed line, stop repeating itself).
 */
import { locationText } from "./anchor.js";
import type { RecordAnswer } from "./findings.js";

export function answerText(answer: RecordAnswer): { ok: boolean; message: string } {
  switch (answer.kind) {
    case "kept": {
      const f = answer.finding;
      const where = locationText(f);
      if (f.placement.kind === "summary")
        return {
          ok: true,
          message: `Finding ${f.id} recorded. It cannot be an inline comment — ${f.placement.reason} — so it will be listed in the review's summary with its location (${where}). If another line of the diff shows the problem, report it there instead.`,
        };
      const note = f.placement.note ? ` Note: ${f.placement.note}.` : "";
      const suggestion =
        f.suggestion !== undefined && !f.placement.suggestionFits
          ? " The suggestion is shown as a code block: a suggestion can only replace new lines (side RIGHT)."
          : "";
      return {
        ok: true,
        message: `Finding ${f.id} recorded as an inline comment on ${locationText({ ...f, ...f.placement })}.${note}${suggestion}`,
      };
    }
    case "duplicate":
      return { ok: false, message: `Not recorded: it repeats ${answer.of}. Report each problem once.` };
    case "below_min_severity":
      return {
        ok: false,
        message: `Not recorded: this repository's code_review.min_severity is ${answer.minSeverity}; findings below it are dropped. Report only findings at ${answer.minSeverity} or above.`,
      };
    case "limit":
      return {
        ok: false,
        message: `Not recorded: this review already has ${answer.max} findings, the most one review takes. Finish with attempt_completion and a summary.`,
      };
  }
}
