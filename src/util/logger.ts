/**
 * The one way a part of Patchbay says what it is doing: `info` for what a person
 * watching the run wants to see, `warning` for what went wrong but did not stop
 * it, `debug` for detail shown only with --debug / ACTIONS_STEP_DEBUG. A part that
 * uses less asks for less (`Pick<Logger, "warning">`), so a caller can always
 * pass the run's logger.
 */
export interface Logger {
  info(message: string): void;
  warning(message: string): void;
  debug(message: string): void;
}

/** Says nothing: for callers with no one to tell (tests, checks run before the run's output exists). */
export const silentLogger: Logger = { info: () => {}, warning: () => {}, debug: () => {} };
