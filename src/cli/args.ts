/** Thin wrapper over node:util parseArgs that turns its errors into UsageErrors. */

import { type ParseArgsConfig, parseArgs } from "node:util";
import { UsageError } from "../util/usage-error.js";

type Options = NonNullable<ParseArgsConfig["options"]>;

export function parse<O extends Options>(argv: string[], options: O, usage: string) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (e) {
    throw new UsageError(`${(e as Error).message}\nusage: ${usage}`, 2);
  }
}
