/** A rule in the configuration that cannot work, with where it is and what to do. */
export class PolicyConfigError extends Error {
  readonly code = "POLICY_CONFIG";
  constructor(readonly problems: string[]) {
    super(`invalid approval rules:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "PolicyConfigError";
  }
}
