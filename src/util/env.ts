/**
 * Environments for child processes (DESIGN §9). Tool subprocesses and stdio MCP
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
 * Names whose values are secrets: never passed to a child by accident, and
 * redacted wherever they appear. (INPUT_* and ACTIONS_* are kept from children
 * by the allow-list above; only the secret-looking ones among them are redacted,
 * so an input such as `dry_run: false` is not masked in every comment.)
 */
const SECRET_NAME = /TOKEN|SECRET|PASSWORD|PASSWD|API_KEY|APIKEY|PRIVATE|CREDENTIAL|AUTH|COOKIE|SESSION/i;
const SECRET_PREFIX = /^(AWS_SECRET|AWS_SESSION|AZURE_CLIENT_SECRET|GOOGLE_APPLICATION_CREDENTIALS)/i;

export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name) || SECRET_PREFIX.test(name);
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
