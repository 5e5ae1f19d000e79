/**
 * GitHub logins compare without case, and an app's login with or without its
 * `[bot]` suffix (the REST API says `patchbay[bot]`, the GraphQL API `patchbay`).
 */
export function sameLogin(a: string, b: string): boolean {
  return bare(a) === bare(b);
}

const bare = (login: string) => login.toLowerCase().replace(/\[bot\]$/, "");
