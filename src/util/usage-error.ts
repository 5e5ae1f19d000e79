/**
 * The error whose message is for users as it is. Any layer may throw it (a flag
 * the CLI cannot parse, a PR branch that needs a token); the entry points print
 * it without a stack trace and exit with its code.
 */

/** An error whose message is for users as it is: printed without a stack trace, exit code 1 (or `exitCode`). */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = "UsageError";
  }
}
