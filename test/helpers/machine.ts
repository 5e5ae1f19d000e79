/**
 * Tests that change the machine's security — a system user, a sudoers entry with
 * NOPASSWD, a system setting — run only where that is wanted: under CI, or with
 * PATCHBAY_TEST_MACHINE_CHANGES=1 (.ci/run sets it). On a developer's machine they
 * are skipped, the skip saying why in one line; `npm test` changes nothing there
 * but installing a missing Debian package the sandbox needs.
 */
export const MACHINE_CHANGES_ALLOWED = process.env.PATCHBAY_TEST_MACHINE_CHANGES === "1" || process.env.CI === "true";

/** The one-line reason a skipped test gives, naming what it would have changed. */
export function machineChangeSkip(what: string): string {
  return `skipped: it ${what}; set PATCHBAY_TEST_MACHINE_CHANGES=1 to run it (CI does)`;
}
