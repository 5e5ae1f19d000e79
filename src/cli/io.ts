/**
 * What a CLI subcommand gets instead of reaching for globals (docs/decisions/0019-inputs-read-in-one-place.md): its
 * arguments, where to write, the environment and the working directory. Tests
 * call subcommands with an in-memory CliIO; bin/patchbay passes the real one.
 */
export interface CliIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Record<string, string | undefined>;
  cwd: string;
  /** True when stdin/stdout are a terminal (colour, interactive approval). */
  isTTY: boolean;
  /** Ask a question on the terminal; undefined when there is no terminal. */
  prompt?: (question: string) => Promise<string>;
}

/** A subcommand: arguments after its name, returns the exit code. */
export type Subcommand = (argv: string[], io: CliIO) => Promise<number>;

/** The sandbox's notices (mechanism, `off`, none available) as a subcommand prints them: on stderr, so stdout stays the answer. */
export function noticeTo(io: CliIO): (level: "info" | "warning", message: string) => void {
  return (level, message) => io.stderr(`${level === "warning" ? "warning: " : ""}${message}\n`);
}
