/**
 * Environments for child processes (docs/decisions/0008-secrets-never-leave.md). Tool subprocesses and stdio MCP
 * servers start from an allow-list of harmless variables, never from
 * process.env: GITHUB_TOKEN, provider keys, ACTIONS_* runtime and OIDC tokens and
 * INPUT_* stay in Patchbay's process unless a config entry passes a value on purpose.
 */

/** Variables a shell and common toolchains need to work, and nothing that grants access. */
const SAFE_NAMES = [
  "PATH",
  "HOME",
  "USER",
  "LOGNAME",
  "SHELL",
  "LANG",
  "LANGUAGE",
  "LC_ALL",
  "LC_CTYPE",
  "TERM",
  "TZ",
  "TMPDIR",
  "TEMP",
  "TMP",
  "CI",
  "GITHUB_ACTIONS",
  "GITHUB_WORKSPACE",
  "GITHUB_REPOSITORY",
  "GITHUB_SHA",
  "GITHUB_REF",
  "RUNNER_OS",
  "RUNNER_ARCH",
  "RUNNER_TEMP",
  "NODE_OPTIONS",
  "NODE_EXTRA_CA_CERTS",
  "SSL_CERT_FILE",
  "JAVA_HOME",
  "GOPATH",
  "GOROOT",
  "CARGO_HOME",
  "RUSTUP_HOME",
  "PYENV_ROOT",
  "VIRTUAL_ENV",
  "NVM_DIR",
  "XDG_CACHE_HOME",
  "XDG_CONFIG_HOME",
  "XDG_DATA_HOME",
];

/**
 * Names whose values are secrets, by what the name says the value is — a whole
 * word of it, never a part of a word: GIT_AUTHOR_NAME holds a name (AUTHOR is not
 * AUTH), XDG_SESSION_TYPE a word. These are never passed to a child by accident and
 * are redacted wherever they appear. Values that look like credentials whatever
 * their name (secrets/credential-values.ts) and values a config passes to a server
 * (config/expand.ts) are redacted too. (INPUT_* and ACTIONS_* are kept from
 * children by the allow-list above; only the secret ones among them are redacted,
 * so an input such as `dry_run: false` is not masked in every comment.)
 */
const SECRET_WORDS = new Set(["TOKEN", "SECRET", "PASSWORD", "PASSWD", "PASSPHRASE", "APIKEY", "AUTH", "COOKIE"]);
/** Two words that together name a key: API_KEY, PRIVATE_KEY, ACCESS_KEY (AWS_SECRET_ACCESS_KEY, AWS_ACCESS_KEY_ID). */
const KEY_PAIRS = new Set(["API_KEY", "PRIVATE_KEY", "ACCESS_KEY", "SIGNING_KEY", "ENCRYPTION_KEY", "CLIENT_KEY"]);

export function isSecretName(name: string): boolean {
  const words = name
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
  return words.some((word, i) => SECRET_WORDS.has(word) || (i > 0 && KEY_PAIRS.has(`${words[i - 1]}_${word}`)));
}

/** The harmless variables (PATH, HOME, LANG, …): a config passing one to a server passes nothing secret. */
export function isSafeName(name: string): boolean {
  return SAFE_NAMES.includes(name);
}

/**
 * The environment for a subprocess: the safe subset of `from`, plus `extra`
 * exactly as given (a config entry's `env:` passes values on purpose).
 */
export function scrubbedEnv(
  from: NodeJS.ProcessEnv | Record<string, string | undefined>,
  extra: Record<string, string> = {},
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of SAFE_NAMES) {
    const value = from[name];
    if (value !== undefined && !isSecretName(name)) env[name] = value;
  }
  return { ...env, ...extra };
}
