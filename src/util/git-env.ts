/**
 * The environment every git Patchbay runs gets, whoever runs it (the git layer,
 * config loading, the read-only file tools): global and system config and
 * attributes are not read, and the keys that name a program or a destination are
 * overridden through GIT_CONFIG_COUNT/KEY/VALUE (the "command" scope, which beats
 * every config file). Keys whose names a repository chooses are added by
 * git/config-overrides.ts.
 */

export type ConfigPair = readonly [key: string, value: string];

/**
 * Keys overridden on every call: hooks, fsmonitor, pagers and editors, credential
 * helpers, external diff, signing (gpg is a program), proxies and DNS overrides,
 * submodule recursion (it runs git under another repository's config).
 */
const FIXED_OVERRIDES: readonly ConfigPair[] = [
  ["core.hooksPath", "/dev/null"],
  ["core.fsmonitor", "false"],
  ["core.useBuiltinFSMonitor", "false"],
  ["core.pager", "cat"],
  ["core.editor", "true"],
  ["sequence.editor", "true"],
  ["core.askPass", ""],
  ["core.attributesFile", "/dev/null"],
  ["core.excludesFile", "/dev/null"],
  ["core.alternateRefsCommand", ""],
  ["credential.helper", ""],
  ["diff.external", ""],
  ["commit.gpgSign", "false"],
  ["tag.gpgSign", "false"],
  ["push.gpgSign", "false"],
  ["log.showSignature", "false"],
  ["http.proxy", ""],
  ["http.cookieFile", ""],
  ["http.curloptResolve", ""],
  ["http.sslVerify", "true"],
  ["protocol.ext.allow", "never"],
  ["submodule.recurse", "false"],
  ["push.recurseSubmodules", "no"],
  ["fetch.recurseSubmodules", "false"],
];

/** Environment for every git Patchbay runs, before any repository is read. */
export function staticGitEnv(): Record<string, string> {
  return {
    GIT_CONFIG_GLOBAL: "/dev/null",
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_ATTR_NOSYSTEM: "1",
    // Read before config: an empty askpass or git-proxy command is "none".
    GIT_ASKPASS: "",
    SSH_ASKPASS: "",
    GIT_PROXY_COMMAND: "",
    // No remote helpers (ext::, fd::, vcs helpers named in config): the transports Patchbay uses.
    GIT_ALLOW_PROTOCOL: "file:git:http:https:ssh",
    ...configEnv(FIXED_OVERRIDES),
  };
}

/** Pairs as GIT_CONFIG_COUNT/KEY_n/VALUE_n. */
export function configEnv(pairs: readonly ConfigPair[]): Record<string, string> {
  const env: Record<string, string> = { GIT_CONFIG_COUNT: String(pairs.length) };
  pairs.forEach(([key, value], i) => {
    env[`GIT_CONFIG_KEY_${i}`] = key;
    env[`GIT_CONFIG_VALUE_${i}`] = value;
  });
  return env;
}

/** The GIT_CONFIG_* pairs an environment carries. */
function pairsOf(env: Record<string, string> | undefined): ConfigPair[] {
  const count = Number.parseInt(env?.GIT_CONFIG_COUNT ?? "0", 10) || 0;
  const pairs: ConfigPair[] = [];
  for (let i = 0; i < count; i++)
    pairs.push([env?.[`GIT_CONFIG_KEY_${i}`] ?? "", env?.[`GIT_CONFIG_VALUE_${i}`] ?? ""]);
  return pairs;
}

/** `extra` over `base`, with both sets of GIT_CONFIG pairs kept (extra's last, so they win). */
export function mergeGitEnv(base: Record<string, string>, extra: Record<string, string>): Record<string, string> {
  const pairs = [...pairsOf(base), ...pairsOf(extra)];
  const merged = { ...base, ...extra };
  for (const name of Object.keys(merged)) if (/^GIT_CONFIG_(COUNT|KEY_\d+|VALUE_\d+)$/.test(name)) delete merged[name];
  return { ...merged, ...configEnv(pairs) };
}
