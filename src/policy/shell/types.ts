/**
 * The shapes the shell analysis produces and passes between its modules:
 * segments.ts walks the syntax tree and wrappers.ts looks into commands that
 * run other commands; both build segments through a `SegmentSink`, so neither
 * imports the other's types.
 */

type HazardKind = "substitution" | "redirect" | "heredoc" | "option";

export interface Hazard {
  kind: HazardKind;
  /** As written, e.g. `$(id)`, `> out.txt`, `<< EOF`, `--output=x`. */
  text: string;
  /** For an option: its name as a rule names it (`--output`, `-exec`), and what it can do (options.ts). */
  option?: string;
  why?: string;
}

export interface Segment {
  /** The command's words after quote removal, joined by spaces (words with spaces or shell characters single-quoted). */
  text: string;
  /** The segment as written (whitespace collapsed); patterns containing `$(`, backticks, `<` or `>` match this. */
  raw: string;
  hazards: Hazard[];
  /** Static file targets of redirects, checked against the workspace. */
  targets: string[];
  /** Set when the segment cannot be judged: the call is denied with this reason. */
  refusal?: string;
  /** A wrapper (timeout, env, nohup, …) around an inner command judged on its own: deny/ask rules see it, allow rules need not. */
  wrapper?: boolean;
  /** Where it came from when nested, e.g. "bash -c" or "$(…)". */
  via?: string;
}

/** What a statement's own redirects and enclosing redirects add to the segments inside it. */
export interface Inherited {
  hazards: Hazard[];
  targets: string[];
  via?: string;
}

/** Where wrappers.ts puts the segments it finds (the analyzer in segments.ts). */
export interface SegmentSink {
  /** Adds the segments of another command text (bash -c, eval) found inside this one. */
  nested(text: string, via: string, base: Inherited): void;
  push(seg: Pick<Segment, "text" | "raw"> & Partial<Segment>, base: Inherited): void;
}
