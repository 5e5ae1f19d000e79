export const id = 1553;
export const ids = [1553,2526];
export const modules = {

/***/ 7288:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J5: () => (/* binding */ codeReviewSchema),
/* harmony export */   Mm: () => (/* binding */ reviewInstructionFiles),
/* harmony export */   jZ: () => (/* binding */ atLeast),
/* harmony export */   oC: () => (/* binding */ SEVERITIES),
/* harmony export */   qs: () => (/* binding */ severityRank)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88343);
/**
 * `code_review:` — giving reviews (docs/decisions/0017-code-review.md), apart from `review:`,
 * which is about working through reviews people gave. Severities live here, at the
 * bottom of the dependency rule, because the schema, the tool and the renderer all
 * name them.
 */

/** Most severe first: the order findings are posted in and compared by. */
const SEVERITIES = ["critical", "high", "medium", "low", "nit"];
/** `request_changes_at: never` keeps every review a COMMENT. */
const REQUEST_CHANGES_LEVELS = [...SEVERITIES, "never"];
const codeReviewSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    auto: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY()
        .default(false)
        .describe("Review pull requests when they are opened, marked ready for review, or pushed to (`pull_request` opened/ready_for_review/synchronize). Drafts are reviewed only when someone asks with `@patchbay review`."),
    instructions: zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1), zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1)).min(1)])
        .default("REVIEW.md")
        .describe("Review guidelines read from the base branch, before the repository's `instructions` files (AGENTS.md, CLAUDE.md, …): a path or a list of paths."),
    min_severity: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(SEVERITIES)
        .default("low")
        .describe("Findings below this severity are dropped (critical > high > medium > low > nit)."),
    max_comments: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()
        .int("max_comments must be a whole number")
        .nonnegative("max_comments must be 0 or more")
        .default(20)
        .describe("Most inline comments in one review; further findings are listed in the summary comment."),
    request_changes_at: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(REQUEST_CHANGES_LEVELS)
        .default("critical")
        .describe("A finding at this severity or above makes the review REQUEST_CHANGES instead of COMMENT; `never` keeps it a comment."),
})
    .prefault({});
/** 0 for critical … 4 for nit: lower is more severe. */
function severityRank(severity) {
    return SEVERITIES.indexOf(severity);
}
/** Whether `severity` is at `level` or more severe. */
function atLeast(severity, level) {
    return severityRank(severity) <= severityRank(level);
}
/** The configured review instruction files, as a list. */
function reviewInstructionFiles(config) {
    return typeof config.instructions === "string" ? [config.instructions] : config.instructions;
}


/***/ }),

/***/ 24740:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q0: () => (/* binding */ UnsetVariableError),
/* harmony export */   sO: () => (/* binding */ expandServer),
/* harmony export */   vr: () => (/* binding */ expandPlaces)
/* harmony export */ });
/* harmony import */ var _util_env_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35767);
/**
 * `${VAR}` and `${VAR:-default}` expansion (docs/decisions/0002-one-config-file-with-safe-defaults.md) in the places a server
 * entry may take values from the environment: command, args, cwd, env, url,
 * headers and oauth. An unset variable without a default is an error naming the
 * server and the key. What a config passes to a server on purpose — header values,
 * the OAuth secrets, and any variable it hands over in `env:` (but the harmless
 * ones: PATH, HOME, …) — is handed to the Redactor, as are variables whose name
 * says they hold a secret wherever they are used, so none of them reaches a log.
 *
 * A stdio server runs in the sandbox, whose HOME, TMPDIR and XDG folders are
 * not the runner's (the runner's home is hidden there): in its command, args,
 * cwd and env those variables are left for `expandPlaces`, which fills them in
 * when the server starts — with the sandbox's values, or the host's when it runs
 * unconfined.
 */

const PATTERN = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g;
class UnsetVariableError extends Error {
    variable;
    key;
    constructor(variable, key) {
        super(`\${${variable}} is not set and has no default`);
        this.variable = variable;
        this.key = key;
        this.name = "UnsetVariableError";
    }
}
function expandString(value, key, env, redactor, 
/** Header, secret and server-env values are secrets whatever the variable's name (but the harmless ones). */
secret = false, 
/** Variables left as written, for a later pass (`expandPlaces`). */
defer) {
    const expanded = value.replace(PATTERN, (match, name, fallback) => {
        if (defer?.has(name))
            return match;
        const found = env[name];
        if (found !== undefined && found !== "") {
            if ((secret && !(0,_util_env_js__WEBPACK_IMPORTED_MODULE_0__/* .isSafeName */ .TE)(name)) || (0,_util_env_js__WEBPACK_IMPORTED_MODULE_0__/* .isSecretName */ .eh)(name))
                redactor?.add(found);
            return found;
        }
        if (fallback !== undefined)
            return fallback;
        throw new UnsetVariableError(name, key);
    });
    if (secret && expanded !== value && !onlySafe(value))
        redactor?.add(expanded);
    return expanded;
}
/** The value is nothing but harmless variables (`${HOME}/.cache`): passing it on passes no secret. */
function onlySafe(value) {
    return [...value.matchAll(PATTERN)].every((m) => (0,_util_env_js__WEBPACK_IMPORTED_MODULE_0__/* .isSafeName */ .TE)(m[1] ?? ""));
}
/** Expands one server entry; `path` is the key prefix for error messages, e.g. ["mcp_servers", "docs"]. */
function expandServer(server, path, env, redactor) {
    const at = (...rest) => [...path, ...rest].join(".");
    // Only a stdio server has a sandbox whose places differ from the host's.
    const defer = server.command ? SANDBOX_PLACES : undefined;
    const mapRecord = (record, key, secret, later) => Object.fromEntries(Object.entries(record).map(([k, v]) => [k, expandString(v, at(key, k), env, redactor, secret(k), later)]));
    const local = (value, key) => value === undefined ? undefined : expandString(value, at(key), env, redactor, false, defer);
    return {
        ...server,
        command: local(server.command, "command"),
        args: server.args.map((arg, i) => expandString(arg, at("args", i), env, redactor, false, defer)),
        cwd: local(server.cwd, "cwd"),
        env: mapRecord(server.env, "env", () => true, defer),
        url: server.url === undefined ? undefined : expandString(server.url, at("url"), env, redactor),
        headers: mapRecord(server.headers, "headers", () => true),
        oauth: server.oauth &&
            expandOAuth(server.oauth, (key, value) => expandString(value, at("oauth", key), env, redactor, OAUTH_SECRETS.has(key)), redactor),
    };
}
/** OAuth values that are credentials whatever the variable they came from is called. */
const OAUTH_SECRETS = new Set(["client_secret", "private_key", "refresh_token", "assertion", "id_token"]);
function expandOAuth(oauth, expand, redactor) {
    const out = {};
    for (const [key, value] of Object.entries(oauth))
        out[key] = typeof value === "string" ? expand(key, value) : value;
    // `patchbay mcp login`'s secret is a small JSON file: the token and client secret inside it are secrets on their own.
    if (typeof out.refresh_token === "string" && out.refresh_token.trim().startsWith("{"))
        for (const [key, inner] of Object.entries(parsedObject(out.refresh_token)))
            if (OAUTH_SECRETS.has(key) && typeof inner === "string")
                redactor?.add(inner);
    return { ...oauth, ...out };
}
function parsedObject(text) {
    try {
        const value = JSON.parse(text);
        return typeof value === "object" && value !== null ? Object.fromEntries(Object.entries(value)) : {};
    }
    catch {
        return {};
    }
}
/** The variables whose values a stdio server's sandbox sets for itself (sandbox/namespace.ts sandboxEnv). */
const SANDBOX_PLACES = new Set(["HOME", "TMPDIR", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"]);
/**
 * A stdio server's deferred variables filled in as it starts, from `places`
 * (the sandbox's values, or the host environment for an unconfined server).
 * Throws UnsetVariableError for one that is unset there and has no default.
 */
function expandPlaces(server, places, keyPrefix) {
    const only = (value, key) => value.replace(PATTERN, (match, name, fallback) => {
        if (!SANDBOX_PLACES.has(name))
            return match;
        const found = places[name];
        if (found !== undefined && found !== "")
            return found;
        if (fallback !== undefined)
            return fallback;
        throw new UnsetVariableError(name, `${keyPrefix}.${key}`);
    });
    return {
        ...server,
        command: server.command === undefined ? undefined : only(server.command, "command"),
        args: server.args.map((arg, i) => only(arg, `args.${i}`)),
        cwd: server.cwd === undefined ? undefined : only(server.cwd, "cwd"),
        env: Object.fromEntries(Object.entries(server.env).map(([k, v]) => [k, only(v, `env.${k}`)])),
    };
}


/***/ }),

/***/ 33334:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ globProblem)
/* harmony export */ });
/**
 * Glob sanity for rule patterns. picomatch accepts almost anything and quietly
 * matches nothing for a broken pattern; a rule that never matches is a rule the
 * user thinks protects them. So unbalanced brackets and braces are config errors.
 */
function globProblem(glob) {
    if (glob.trim() === "")
        return "an empty pattern matches nothing";
    const pairs = { "[": "]", "{": "}", "(": ")" };
    const closers = new Set(Object.values(pairs));
    const stack = [];
    for (let i = 0; i < glob.length; i++) {
        const c = glob[i];
        if (c === "\\") {
            i++;
            continue;
        }
        if (stack[stack.length - 1] === "[" && c !== "]")
            continue; // inside a class, only ] closes
        if (pairs[c])
            stack.push(c);
        else if (closers.has(c)) {
            const open = stack.pop();
            if (open === undefined || pairs[open] !== c)
                return `\`${c}\` at position ${i + 1} has no matching opening bracket`;
        }
    }
    if (stack.length > 0)
        return `\`${stack[stack.length - 1]}\` is never closed`;
    return undefined;
}


/***/ }),

/***/ 81553:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Z: () => (/* binding */ loadConfig)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/secrets/redactor.ts + 2 modules
var secrets_redactor = __webpack_require__(71270);
// EXTERNAL MODULE: ./src/secrets/secret-scan.ts
var secret_scan = __webpack_require__(91535);
;// CONCATENATED MODULE: ./src/secrets/credential-values.ts
/**
 * Values that look like credentials, whatever the variable holding them is called
 * (a `ghp_…` token in DEPLOY_KEYS_FOR_CI, a basic-auth URL in a proxy variable):
 * secretlint's recommended rules — the same maintained scanner the push gate runs
 * (a rule per provider: GitHub, npm, Slack, AWS, GCP, private keys, …) — over the
 * environment's values, through the push gate's own scanner (loaded once, on first use).
 * A value the rules flag is redacted like a secret-named one.
 */


/** The values of `env` that secretlint's recommended rules take for credentials. */
async function credentialValues(env) {
    const values = [...new Set(Object.values(env))].filter((v) => v !== undefined && v.length >= secrets_redactor/* MIN_SECRET_LENGTH */.vb && !v.includes("\n"));
    if (values.length === 0)
        return [];
    // One value per line, each as an assignment (some rules look for `KEY=value`), scanned at once.
    const hits = await (0,secret_scan/* scanForSecrets */.I)(".env", values.map((v) => `VALUE=${v}`).join("\n"));
    const flagged = new Set(hits.map((hit) => hit.line));
    return values.filter((_v, i) => flagged.has(i + 1));
}

// EXTERNAL MODULE: ./src/util/is-record.ts
var is_record = __webpack_require__(18762);
// EXTERNAL MODULE: ./src/config/errors.ts
var errors = __webpack_require__(37827);
// EXTERNAL MODULE: ./src/config/expand.ts
var expand = __webpack_require__(24740);
// EXTERNAL MODULE: ./src/config/locate.ts
var locate = __webpack_require__(55562);
// EXTERNAL MODULE: ./src/config/mcp-server-schema.ts
var mcp_server_schema = __webpack_require__(37678);
// EXTERNAL MODULE: ./src/config/suggest.ts
var suggest = __webpack_require__(42784);
// EXTERNAL MODULE: ./src/config/validate.ts
var validate = __webpack_require__(42526);
;// CONCATENATED MODULE: ./src/config/mcp-entries.ts
/**
 * Server entries, one at a time. `.mcp.json` is shared with other clients
 * (Claude Code, Cline, Cursor): a key Patchbay does not know is a warning naming
 * it (with the nearest known key), and an entry that is wrong leaves out that
 * server only, with a warning saying where — the other servers still start.
 * `patchbay.yml` stays strict (a typo there is an error), but the other
 * clients' keys it accepts are warned about the same way.
 */






function formatWarning(w) {
    const where = w.line ? `${w.file}:${w.line}${w.column ? `:${w.column}` : ""}` : w.file;
    return `${where}: ${w.message}`;
}
/** Warnings for the foreign keys an entry uses that Patchbay does not act on. */
function foreignKeyWarnings(raw, at, file, located) {
    if (!(0,is_record/* isRecord */.u)(raw))
        return [];
    const out = [];
    const note = (key, path, leaf) => {
        const text = mcp_server_schema/* FOREIGN_NOTES */.l[key];
        if (!text)
            return;
        const pos = located && (0,locate/* locate */.x)(located, path, leaf);
        out.push({ file, line: pos?.line, column: pos?.column, message: `${[...at, key].join(".")} ${text}` });
    };
    for (const key of Object.keys(raw))
        note(key, at, key);
    if ((0,is_record/* isRecord */.u)(raw.oauth))
        for (const key of Object.keys(raw.oauth))
            note(`oauth.${key}`, [...at, "oauth"], key);
    return out;
}
/**
 * `.mcp.json`'s servers, each parsed on its own: unknown keys dropped with a
 * warning, a broken entry left out with a warning, the rest kept.
 */
function lenientServers(entries, file, located) {
    const servers = {};
    const warnings = [];
    const known = (0,validate/* knownKeys */.e)(mcp_server_schema/* mcpServerSchema */.j, []);
    for (const [name, raw] of Object.entries(entries)) {
        const at = ["mcpServers", name];
        if (!/^[A-Za-z0-9_.-]+$/.test(name)) {
            const pos = (0,locate/* locate */.x)(located, ["mcpServers"], name);
            warnings.push({
                ...pos,
                file,
                message: `server "${name}" is not started: server names use letters, digits, _ . -`,
            });
            continue;
        }
        const entry = (0,is_record/* isRecord */.u)(raw) ? { ...raw } : raw;
        if ((0,is_record/* isRecord */.u)(entry)) {
            for (const key of Object.keys(entry)) {
                if (known.includes(key))
                    continue;
                delete entry[key];
                const pos = (0,locate/* locate */.x)(located, at, key);
                const guess = (0,suggest/* nearest */.p)(key, known);
                warnings.push({
                    file,
                    line: pos?.line,
                    column: pos?.column,
                    message: `${[...at, key].join(".")}: unknown key \`${key}\`, ignored${guess ? ` (did you mean \`${guess}\`?)` : ""}`,
                });
            }
        }
        warnings.push(...foreignKeyWarnings(entry, at, file, located));
        const parsed = mcp_server_schema/* mcpServerSchema */.j.safeParse(entry, { reportInput: true });
        if (parsed.success) {
            servers[name] = parsed.data;
            continue;
        }
        const problems = (0,validate/* issuesToProblems */.q)(parsed.error.issues, mcp_server_schema/* mcpServerSchema */.j, file, located, at);
        warnings.push(...problems.map((p) => notStarted(name, p)));
    }
    return { servers, warnings };
}
function notStarted(name, p) {
    const text = (0,errors/* formatProblem */.V)({ ...p, file: "", line: undefined, column: undefined }).replace(/^: ?/, "");
    return {
        file: p.file,
        line: p.line,
        column: p.column,
        message: `${text} — server "${name}" is not started; the other servers are`,
    };
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 2 modules
var schemas = __webpack_require__(88343);
;// CONCATENATED MODULE: ./src/config/mcp-json.ts
/**
 * The repository's `.mcp.json` (Claude Code's format: `{ "mcpServers": { … } }`).
 * Only the outer shape is checked here; each entry is parsed on its own
 * (mcp-entries.ts), so one server's problem never stops the others.
 */

const MCP_JSON = ".mcp.json";
const mcpJsonSchema = schemas/* looseObject */._H3({
    mcpServers: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).default({}),
});

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./src/config/parse.ts
/** Parsing config text (YAML, or strict JSON for .mcp.json) into a document that can still point at lines. */



function parseYamlFile(file, text) {
    const located = (0,locate/* parseLocated */.o)(text);
    const [error] = located.doc.errors;
    if (error) {
        const { line, col } = located.lineCounter.linePos(error.pos[0]);
        throw new errors/* ConfigError */.x([{ file, line, column: col, message: `invalid YAML: ${firstLine(error.message)}` }]);
    }
    return { data: located.doc.toJS() ?? {}, located };
}
/**
 * .mcp.json is JSON, and JSON is stricter than YAML (no trailing commas, no
 * comments): parse with JSON.parse for the verdict, with yaml for positions.
 */
function parseJsonFile(file, text) {
    try {
        const data = JSON.parse(text);
        return { data, located: (0,locate/* parseLocated */.o)(text) };
    }
    catch (e) {
        const message = e.message;
        const lines = new dist/* LineCounter */.HN();
        let offset = 0;
        for (const line of text.split("\n")) {
            lines.addNewLine(offset);
            offset += line.length + 1;
        }
        const explicit = /line (\d+) column (\d+)/.exec(message);
        const position = /position (\d+)/.exec(message);
        const pos = explicit
            ? { line: Number(explicit[1]), col: Number(explicit[2]) }
            : position
                ? lines.linePos(Number(position[1]))
                : undefined;
        const trailingComma = position && /^,\s*[}\]]/.test(text.slice(lastNonSpace(text, Number(position[1]))));
        throw new errors/* ConfigError */.x([
            {
                file,
                line: pos?.line,
                column: pos?.col,
                message: `invalid JSON: ${firstLine(message).replace(/ in JSON at position \d+.*$/, "")}`,
                hint: trailingComma ? "JSON does not allow a trailing comma" : undefined,
            },
        ]);
    }
}
function lastNonSpace(text, before) {
    let i = before - 1;
    while (i > 0 && /\s/.test(text[i]))
        i--;
    return i;
}
function firstLine(message) {
    return message.split("\n")[0];
}

// EXTERNAL MODULE: ./src/config/schema.ts + 3 modules
var schema = __webpack_require__(94827);
// EXTERNAL MODULE: ./src/config/source.ts
var config_source = __webpack_require__(79397);
;// CONCATENATED MODULE: ./src/config/load.ts
/**
 * Loading the configuration: `.github/patchbay.yml` (or the path given), merged
 * with the repository's `.mcp.json` (patchbay.yml wins a name clash), with
 * `${VAR}` expanded and every problem collected with its file and line.
 */













const DEFAULT_CONFIG_PATH = ".github/patchbay.yml";
async function loadConfig(options) {
    const source = { repo: options.repo, ref: options.ref, fetchRef: options.fetchRef, env: options.env };
    const configPath = displayPath(options.repo, options.configPath ?? DEFAULT_CONFIG_PATH);
    const redactor = new secrets_redactor/* Redactor */.pO();
    redactor.addFromEnv(options.env);
    // Meanwhile: values that look like credentials whatever their name (awaited before the config is used).
    const credentials = credentialValues(options.env);
    credentials.catch(() => { }); // a config error below ends the load first; this one is then moot
    const problems = [];
    const warnings = [];
    const files = [];
    const configText = await (0,config_source/* readConfigText */.i)(source, configPath);
    // The default path may be absent (every key has a safe default); a path someone chose must exist.
    const explicit = options.configPath !== undefined && configPath !== DEFAULT_CONFIG_PATH;
    if (configText === undefined && explicit) {
        throw new errors/* ConfigError */.x([
            {
                file: configPath,
                message: `not found${options.ref ? ` at ${options.ref}` : ""}`,
                hint: "check the `config` input or --config flag",
            },
        ]);
    }
    let config = schema/* configSchema */.Qn.parse({});
    let configFile;
    if (configText !== undefined) {
        files.push(configPath);
        configFile = parseYamlFile(configPath, configText);
        const result = parseSection(schema/* configSchema */.Qn, configFile, configPath, problems);
        if (result) {
            config = result;
            problems.push(...(await outputSchemaIssues(config, configFile, configPath)));
        }
    }
    if (configFile && (0,is_record/* isRecord */.u)(configFile.data) && (0,is_record/* isRecord */.u)(configFile.data.mcp_servers))
        for (const [name, raw] of Object.entries(configFile.data.mcp_servers))
            warnings.push(...foreignKeyWarnings(raw, ["mcp_servers", name], configPath, configFile.located).map(formatWarning));
    const mcpText = await (0,config_source/* readConfigText */.i)(source, MCP_JSON);
    let mcpFile;
    let mcpServers = {};
    if (mcpText !== undefined) {
        files.push(MCP_JSON);
        mcpFile = parseJsonFile(MCP_JSON, mcpText);
        const entries = parseSection(mcpJsonSchema, mcpFile, MCP_JSON, problems)?.mcpServers;
        if (entries) {
            const lenient = lenientServers(entries, MCP_JSON, mcpFile.located);
            mcpServers = lenient.servers;
            warnings.push(...lenient.warnings.map(formatWarning));
        }
    }
    if (problems.length)
        throw new errors/* ConfigError */.x(sortByLine(problems));
    const serverSources = {};
    const servers = {};
    for (const [name, server] of Object.entries(mcpServers)) {
        servers[name] = server;
        serverSources[name] = MCP_JSON;
    }
    for (const [name, server] of Object.entries(config.mcp_servers)) {
        if (servers[name])
            warnings.push(`server "${name}" is declared in both ${configPath} and ${MCP_JSON}; using ${configPath}`);
        servers[name] = server;
        serverSources[name] = configPath;
    }
    for (const [name, server] of Object.entries(servers)) {
        if (server.disabled)
            continue;
        const fromMcpJson = serverSources[name] === MCP_JSON;
        const keyPath = fromMcpJson ? ["mcpServers", name] : ["mcp_servers", name];
        try {
            servers[name] = (0,expand/* expandServer */.sO)(server, keyPath, options.env, redactor);
        }
        catch (e) {
            if (!(e instanceof expand/* UnsetVariableError */.q0))
                throw e;
            const file = fromMcpJson ? MCP_JSON : configPath;
            const located = fromMcpJson ? mcpFile : configFile;
            const pos = located &&
                (0,locate/* locate */.x)(located.located, e.key.split(".").map((k) => (/^\d+$/.test(k) ? Number(k) : k)));
            const problem = {
                file,
                line: pos?.line,
                column: pos?.column,
                key: e.key,
                message: `server "${name}": ${e.message}`,
                hint: `set ${e.variable} in the workflow's env (or secrets), or write \${${e.variable}:-default}`,
            };
            // .mcp.json is shared with other clients: its server is left out, the others start.
            if (fromMcpJson) {
                delete servers[name];
                warnings.push(`${(0,errors/* formatProblem */.V)(problem)} — server "${name}" is not started; the other servers are`);
            }
            else
                problems.push(problem);
        }
    }
    if (problems.length)
        throw new errors/* ConfigError */.x(sortByLine(problems));
    for (const value of await credentials)
        redactor.add(value);
    return { config: { ...config, mcp_servers: servers }, files, configPath, serverSources, redactor, warnings };
}
function parseSection(schema, file, name, problems) {
    if (file.data === null || typeof file.data !== "object" || Array.isArray(file.data)) {
        problems.push({ file: name, line: 1, message: "expected a mapping of keys at the top level" });
        return undefined;
    }
    const result = schema.safeParse(file.data, { reportInput: true });
    if (result.success)
        return result.data;
    problems.push(...(0,validate/* issuesToProblems */.q)(result.error.issues, schema, name, file.located));
    return undefined;
}
/**
 * Each task's inline output_schema, checked as a JSON Schema. The validator (Ajv)
 * is loaded only when a task has one: every run loads the config, few use typed results.
 */
async function outputSchemaIssues(config, file, name) {
    const inline = Object.entries(config.tasks).filter(([, task]) => typeof task.output_schema === "object");
    if (inline.length === 0)
        return [];
    const { outputSchemaProblems } = await Promise.all(/* import() */[__webpack_require__.e(4405), __webpack_require__.e(3593)]).then(__webpack_require__.bind(__webpack_require__, 33593));
    const issues = inline.flatMap(([task, { output_schema }]) => outputSchemaProblems(output_schema).map(({ path, message }) => ({
        code: "custom",
        path: ["tasks", task, "output_schema", ...path],
        message,
        input: output_schema,
    })));
    return (0,validate/* issuesToProblems */.q)(issues, schema/* configSchema */.Qn, name, file.located);
}
function displayPath(repo, file) {
    const relative = external_node_path_default().relative(repo, external_node_path_default().resolve(repo, file));
    return relative.startsWith("..") ? external_node_path_default().resolve(repo, file) : relative.split((external_node_path_default()).sep).join("/");
}
function sortByLine(problems) {
    return [...problems].sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
}


/***/ }),

/***/ 55562:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ parseLocated),
/* harmony export */   x: () => (/* binding */ locate)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/** Maps a key path in a parsed YAML (or JSON) document to its line and column, for error messages. */

function parseLocated(text) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
    return { doc, lineCounter };
}
/**
 * Line/column of the deepest node along `path` that exists. With `keyOf`, the
 * position of that key inside the map at `path` (for unknown keys).
 */
function locate({ doc, lineCounter }, path, keyOf) {
    let node = doc.contents;
    let position = offsetOf(node);
    for (const segment of path) {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node)) {
            const pair = node.items.find((p) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(p.key) && String(p.key.value) === String(segment));
            if (!pair)
                break;
            position = offsetOf(pair.key) ?? position;
            node = pair.value;
        }
        else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node) && typeof segment === "number") {
            const item = node.items[segment];
            if (item === undefined)
                break;
            position = offsetOf(item) ?? position;
            node = item;
        }
        else
            break;
    }
    if (keyOf !== undefined && (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node)) {
        const pair = node.items.find((p) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(p.key) && String(p.key.value) === keyOf);
        if (pair)
            position = offsetOf(pair.key) ?? position;
    }
    if (position === undefined)
        return undefined;
    const { line, col } = lineCounter.linePos(position);
    return { line, column: col };
}
function offsetOf(node) {
    return (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(node) ? node.range?.[0] : undefined;
}


/***/ }),

/***/ 37678:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ mcpServerSchema),
/* harmony export */   l: () => (/* binding */ FOREIGN_NOTES)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88343);
/* harmony import */ var _sandbox_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6897);
/**
 * One MCP server entry, in the shape of `.mcp.json`'s `mcpServers` (Claude
 * Code), with the keys Cline, Cursor, Windsurf and Claude Code's OAuth settings
 * put there accepted: each either works (folded into Patchbay's own key by the
 * final transform) or is listed in FOREIGN_NOTES and becomes a warning naming
 * the key (config/load.ts). A config copied from another client never stops a run.
 */


const positive = (what) => zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig({ error: `${what} must be a number` }).positive(`${what} must be greater than 0`);
const OAUTH_GRANTS = ["authorization_code", "client_credentials", "jwt_bearer", "enterprise"];
/**
 * `oauth:` for remote servers. Which grant is used follows from what is given
 * (oauth-grant.ts): a refresh token or nothing → authorization code (`patchbay
 * mcp login`); a client secret or private key alone → client credentials; an
 * assertion → JWT bearer; an ID token → enterprise-managed authorization.
 */
const oauthSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    grant: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(OAUTH_GRANTS).optional().describe("The OAuth grant; inferred from the other keys when absent."),
    client_id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).optional().describe("A pre-registered client id (else dynamic registration)."),
    client_secret: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).optional().describe("The client's secret (client_secret_basic or _post)."),
    private_key: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .min(1)
        .optional()
        .describe("PEM private key for private_key_jwt client authentication (usually `${SECRET}`)."),
    signing_algorithm: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).optional().describe("JWS algorithm for private_key_jwt (default RS256)."),
    scope: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional().describe("Scopes to ask for, space-separated (default: what the server says)."),
    token_url: zod__WEBPACK_IMPORTED_MODULE_1__/* .url */ .OZ5().optional().describe("Token endpoint, when the server's OAuth metadata does not say."),
    issuer: zod__WEBPACK_IMPORTED_MODULE_1__/* .url */ .OZ5()
        .optional()
        .describe("The authorization server's issuer URL: machine credentials are sent only there (default: the one the server's metadata names)."),
    refresh_token: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .min(1)
        .optional()
        .describe("The refresh token `patchbay mcp login` printed (a secret, e.g. `${LINEAR_MCP_TOKEN}`) for CI."),
    assertion: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).optional().describe("jwt_bearer: the JWT to exchange (e.g. an OIDC token)."),
    id_token: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).optional().describe("enterprise: the identity provider's ID token."),
    idp_token_url: zod__WEBPACK_IMPORTED_MODULE_1__/* .url */ .OZ5().optional().describe("enterprise: the identity provider's token endpoint."),
    idp_client_id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).optional().describe("enterprise: Patchbay's client id at the identity provider."),
    client_metadata_url: zod__WEBPACK_IMPORTED_MODULE_1__/* .url */ .OZ5()
        .optional()
        .describe("An https URL of a client ID metadata document, used as the client id where the server supports it."),
    callback_port: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()
        .int()
        .min(1)
        .max(65535)
        .optional()
        .describe("`patchbay mcp login`'s loopback port (a fixed redirect URI for pre-registered clients)."),
    // Claude Code's spellings.
    clientId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).optional().describe("Claude Code's spelling of client_id."),
    callbackPort: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1).max(65535).optional().describe("Claude Code's spelling of callback_port."),
    scopes: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional().describe("Claude Code's spelling of scope."),
    authServerMetadataUrl: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional().describe("Claude Code's discovery override (not used; a warning)."),
});
/** Cursor's `auth` block. */
const cursorAuthSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    CLIENT_ID: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    CLIENT_SECRET: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    scopes: zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())]).optional(),
});
const serverObject = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    type: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["stdio", "http", "sse", "streamableHttp", "streamable-http"])
        .optional()
        .describe("Transport. Inferred when absent: `command` → stdio, `url` → Streamable HTTP with SSE fallback."),
    transportType: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["stdio", "sse", "streamableHttp"]).optional().describe("Cline's spelling of `type`."),
    command: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1, "command must not be empty").optional().describe("Program to start (stdio servers)."),
    args: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).default([]).describe("Arguments; `${VAR}` and `${VAR:-default}` expand."),
    cwd: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional().describe("Working directory, relative to the repository."),
    env: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())
        .default({})
        .describe("Environment passed to the server on purpose; it gets nothing else of the runner's. For a sandboxed server, `${HOME}`, `${TMPDIR}` and `${XDG_*}` are the sandbox's."),
    url: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional().describe("Endpoint of a remote server (http or sse)."),
    headers: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())
        .default({})
        .describe("HTTP headers, e.g. `Authorization: Bearer ${TOKEN}`."),
    oauth: oauthSchema
        .optional()
        .describe("OAuth for remote servers: `patchbay mcp login` once, a refresh token in CI, or a machine grant."),
    timeout: positive("timeout").default(60).describe("Seconds per request; progress notifications reset it."),
    connect_timeout: positive("connect_timeout").default(30).describe("Seconds to connect and initialize."),
    disabled: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(false).describe("Declared but not started."),
    network: _sandbox_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .networkAllowSchema */ .fR
        .default([])
        .describe("Hosts this stdio server's sandbox may reach, on top of `sandbox.network.allow`."),
    autoApprove: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).default([]).describe("Cline's list of this server's tools to allow without asking."),
    sampling: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()
        .default(false)
        .describe("Let this server ask the run's model for completions (MCP sampling), under the run's budget; each request is shown."),
    prefetch: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()
        .default(true)
        .describe("`npx -y pkg`, `pnpm dlx pkg`, `uvx pkg`: fetch the package on the host before the run (install scripts off) and run it offline."),
    description: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional().describe("What the server is for (documentation only)."),
    // Other clients' keys: folded into ours below, or warned about (FOREIGN_NOTES).
    alwaysAllow: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional().describe("Cline's older name of autoApprove."),
    serverUrl: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional().describe("Windsurf's spelling of url."),
    enabled: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional().describe("`enabled: false` is `disabled: true`."),
    auth: cursorAuthSchema.optional().describe("Cursor's OAuth block (CLIENT_ID, CLIENT_SECRET, scopes)."),
    envFile: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional().describe("Not read (a warning): list variables in `env`."),
    headersHelper: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional().describe("Not run (a warning): use `headers` with `${VAR}`."),
});
/** Foreign keys Patchbay accepts but does not act on: why, and what to write instead. */
const FOREIGN_NOTES = {
    envFile: "is not read: Patchbay gives a server only the variables in `env` (values like `${NAME}` expand from the environment)",
    headersHelper: "is not run: Patchbay runs no command from the config on the host; set `headers` with `${VAR}` values instead",
    "oauth.authServerMetadataUrl": "is not used: Patchbay discovers the authorization server from the MCP server",
};
/** Other clients' spellings → Patchbay's keys; the foreign keys themselves are gone afterwards. */
function fold(input) {
    const { alwaysAllow, serverUrl, enabled, auth, envFile: _e, headersHelper: _h, oauth, ...server } = input;
    const folded = {
        ...server,
        url: server.url ?? serverUrl,
        disabled: server.disabled || enabled === false,
        autoApprove: [...new Set([...server.autoApprove, ...(alwaysAllow ?? [])])],
        oauth: foldOAuth(oauth, auth),
    };
    return folded;
}
function foldOAuth(oauth, cursor) {
    if (!oauth && !cursor)
        return undefined;
    const { clientId, callbackPort, scopes, authServerMetadataUrl: _a, ...own } = oauth ?? {};
    const cursorScope = Array.isArray(cursor?.scopes) ? cursor.scopes.join(" ") : cursor?.scopes;
    const clientSecret = own.client_secret ?? cursor?.CLIENT_SECRET;
    const scope = own.scope ?? scopes ?? cursorScope;
    const clientIdValue = own.client_id ?? clientId ?? cursor?.CLIENT_ID;
    const port = own.callback_port ?? callbackPort;
    return {
        ...own,
        client_id: clientIdValue,
        client_secret: clientSecret,
        scope,
        callback_port: port,
    };
}
/**
 * The superRefine below, as JSON Schema (merged into schema/patchbay.schema.json by
 * `.meta()`), so an editor rejects what the loader rejects: `command` or a URL
 * (`url`, or Windsurf's `serverUrl`), not both; a stdio type needs `command`,
 * another type a URL (`transportType` counts when `type` is absent).
 * test/config/json-schema.test.ts holds both to the same configs.
 */
const typeIs = (key, stdio) => {
    const is = { required: [key], properties: { [key]: stdio ? { const: "stdio" } : { not: { const: "stdio" } } } };
    // A JSON Schema keyword set to undefined is not "no keyword" to every validator: leave `not` out.
    return key === "transportType" ? { ...is, not: { required: ["type"] } } : is;
};
const HAS_URL = { anyOf: [{ required: ["url"] }, { required: ["serverUrl"] }] };
const SERVER_SHAPE = {
    oneOf: [{ required: ["command"], not: HAS_URL }, { allOf: [HAS_URL, { not: { required: ["command"] } }] }],
    // "if the type says stdio, then command": not the first, or the second.
    allOf: ["type", "transportType"].flatMap((key) => [
        { anyOf: [{ not: typeIs(key, true) }, { required: ["command"] }] },
        { anyOf: [{ not: typeIs(key, false) }, HAS_URL] },
    ]),
};
const mcpServerSchema = serverObject
    .meta(SERVER_SHAPE)
    .superRefine((server, ctx) => {
    const url = server.url ?? server.serverUrl;
    if (server.command && url) {
        ctx.addIssue({ code: "custom", message: "a server has either `command` (stdio) or `url` (http/sse), not both" });
    }
    else if (!server.command && !url) {
        ctx.addIssue({ code: "custom", message: "a server needs `command` (stdio) or `url` (http/sse)" });
    }
    const type = server.type ?? server.transportType;
    if (type === "stdio" && url)
        ctx.addIssue({ code: "custom", message: "type stdio needs `command`, not `url`" });
    if (type && type !== "stdio" && server.command)
        ctx.addIssue({ code: "custom", message: `type ${type} needs \`url\`, not \`command\`` });
})
    .transform(fold);


/***/ }),

/***/ 77540:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Zu: () => (/* binding */ allowEntryProblem),
/* harmony export */   bB: () => (/* binding */ ALLOW_ENTRY),
/* harmony export */   cC: () => (/* binding */ splitHostPort),
/* harmony export */   we: () => (/* binding */ NETWORK_PRESETS)
/* harmony export */ });
/**
 * `sandbox.network.allow` and `mcp_servers.<name>.network` entries: a host
 * (any port), `host:port`, `*.suffix`, or a preset standing for a documented list.
 * Checked when the config loads; matched by the sandbox's egress proxy.
 */
/** Presets: what a package manager or the GitHub CLI needs, nothing more. */
const NETWORK_PRESETS = {
    node: ["registry.npmjs.org", "registry.yarnpkg.com", "nodejs.org", "repo.yarnpkg.com"],
    python: ["pypi.org", "files.pythonhosted.org"],
    github: [
        "github.com",
        "api.github.com",
        "codeload.github.com",
        "uploads.github.com",
        "objects.githubusercontent.com",
        "raw.githubusercontent.com",
        "*.githubusercontent.com",
    ],
};
/** 1–65535, digits only. */
const PORT = "(?:[1-9]\\d{0,3}|[1-5]\\d{4}|6[0-4]\\d{3}|65[0-4]\\d{2}|655[0-2]\\d|6553[0-5])";
/** A host name or IPv4 address, or an IPv6 address in brackets. */
const HOST = "(?:[A-Za-z0-9_](?:[A-Za-z0-9_.-]*[A-Za-z0-9_])?|\\[[0-9A-Fa-f:.]+\\])";
/**
 * Every entry the allowlist takes, as one regex: a preset, or `host`, `host:port`,
 * `*.suffix`, `*.suffix:port`. The loader checks it and the JSON Schema says it
 * (schema/patchbay.schema.json), so an editor and a run agree on every entry.
 */
const ALLOW_ENTRY = new RegExp(`^(?:${Object.keys(NETWORK_PRESETS).join("|")}|(?:\\*\\.)?${HOST}(?::${PORT})?)$`);
/** The problem with an allowlist entry, for the config check; undefined when it is fine. */
function allowEntryProblem(entry) {
    if (ALLOW_ENTRY.test(entry))
        return undefined;
    if (/[/@\s]/.test(entry) || entry.includes("://"))
        return `"${entry}" is not a host: write a host name, host:port, *.suffix or a preset (${Object.keys(NETWORK_PRESETS).join(", ")})`;
    if (entry.replace(/^\*\./, "").includes("*"))
        return `"${entry}": a wildcard is allowed only as a leading "*."`;
    const port = /:([^:\]]*)$/.exec(entry)?.[1];
    if (port !== undefined && !new RegExp(`^${PORT}$`).test(port) && ALLOW_ENTRY.test(entry.slice(0, -port.length - 1)))
        return `"${entry}": the port must be 1–65535`;
    return `"${entry}" is not a host name: letters, digits, "-", "_" and "." (an IPv6 address in brackets), with an optional :port, *.suffix or a preset (${Object.keys(NETWORK_PRESETS).join(", ")})`;
}
function splitHostPort(text) {
    const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(text);
    if (bracketed)
        return { host: bracketed[1] ?? "", port: bracketed[2] ? Number(bracketed[2]) : undefined };
    const colon = text.lastIndexOf(":");
    if (colon > 0 && text.indexOf(":") === colon)
        return { host: text.slice(0, colon), port: Number(text.slice(colon + 1)) };
    return { host: text };
}


/***/ }),

/***/ 6897:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nr: () => (/* binding */ sandboxSchema),
/* harmony export */   dR: () => (/* binding */ sandboxMode),
/* harmony export */   fR: () => (/* binding */ networkAllowSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88343);
/* harmony import */ var _network_allow_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77540);
/**
 * `sandbox:` — containment for every subprocess the agent causes (README
 * "Security"). The mode's default depends on where Patchbay runs (required
 * under GitHub Actions, auto in the CLI), so it stays undefined here and is
 * decided by `sandboxMode`.
 */


const SANDBOX_MODES = ["required", "auto", "off"];
const networkAllowSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
    // The same rule for the JSON Schema (the check below says what is wrong, for people).
    .meta({ pattern: _network_allow_js__WEBPACK_IMPORTED_MODULE_0__/* .ALLOW_ENTRY */ .bB.source })
    .superRefine((entry, ctx) => {
    const problem = (0,_network_allow_js__WEBPACK_IMPORTED_MODULE_0__/* .allowEntryProblem */ .Zu)(entry);
    if (problem)
        ctx.addIssue({ code: "custom", message: problem });
}));
const limit = (what, fallback, text) => zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .positive(`${what} must be greater than 0`)
    .default(fallback)
    .describe(text);
const sandboxSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    mode: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(SANDBOX_MODES)
        .optional()
        .describe("required: fail the run when no sandbox can be set up (the default under GitHub Actions); auto: sandbox when possible, else warn (the CLI default); off: run commands and MCP servers unconfined (shown in the report)."),
    network: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        allow: networkAllowSchema
            .default([])
            .describe("Hosts the sandbox may reach through Patchbay's egress proxy: `host`, `host:port`, `*.suffix`, or a preset (node, python, github). Default: none."),
    })
        .prefault({}),
    limits: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        processes: limit("processes", 256, "Most processes (and threads) at once inside the sandbox."),
        memory_mb: limit("memory_mb", 4096, "Data segment limit per process, in MiB."),
        file_mb: limit("file_mb", 50, "Largest file a sandboxed process may write, and a push may add (the commits then stay local), in MiB."),
        push_mb: limit("push_mb", 100, "Most new file content a run may push, all its pushes and refs together, in MiB (over it, the commits stay local)."),
        tmp_mb: limit("tmp_mb", 2048, "Size of the sandbox's own /tmp, in MiB: a private tmpfs per run, where HOME is too (npm's cache for `npx -y` servers, test runners' scratch files)."),
    })
        .prefault({}),
})
    .prefault({});
/** The mode in effect: the config's, else required under GitHub Actions and auto elsewhere. */
function sandboxMode(config, env) {
    return config.mode ?? (env.GITHUB_ACTIONS === "true" ? "required" : "auto");
}


/***/ }),

/***/ 94827:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Yv: () => (/* binding */ DECISIONS),
  xq: () => (/* binding */ PROVIDERS),
  Qn: () => (/* binding */ configSchema),
  jm: () => (/* reexport */ mcp_server_schema/* mcpServerSchema */.j),
  AZ: () => (/* binding */ ruleSchema)
});

// UNUSED EXPORTS: gitSchema, ruleObjectSchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 2 modules
var schemas = __webpack_require__(88343);
// EXTERNAL MODULE: ./src/config/code-review-schema.ts
var code_review_schema = __webpack_require__(7288);
;// CONCATENATED MODULE: ./src/config/flow-schemas.ts
/**
 * The config sections of single features — the edit tool and the browser offered to the model, the
 * CI-failure autofix and review handling — kept apart from schema.ts so that file
 * stays the map of the whole configuration.
 */

const EDIT_FORMATS = ["auto", "search_replace", "apply_patch", "text_editor", "gemini_replace"];
const toolsSchema = schemas/* strictObject */.rej({
    edit: schemas/* enum */.k5n(EDIT_FORMATS)
        .default("auto")
        .describe("The file-edit tool offered to the model: auto (by provider and model: Claude gets the text editor, OpenAI GPT-4.1/GPT-5/o-series/codex get apply_patch, Google's models get Gemini CLI's replace (gemini_replace), others SEARCH/REPLACE), search_replace (replace_in_file), apply_patch, text_editor (str_replace_based_edit_tool), gemini_replace (replace)."),
    browser: schemas/* boolean */.zMY()
        .default(false)
        .describe("Offer browser_action: a headless Chromium (the system's `chromium` package) started inside the run's sandbox, with the sandbox's network. The approval rules still decide each call."),
})
    .prefault({});
/** CI-failure autofix (`workflow_run`, the "CI fix" flow). Nothing runs unless a workflow is named. */
const ciFixSchema = schemas/* strictObject */.rej({
    workflows: schemas/* array */.YOg(schemas/* string */.YjP().min(1))
        .default([])
        .describe("Names of the workflows whose failed runs Patchbay tries to fix (as in their `name:`)."),
    branches: schemas/* array */.YOg(schemas/* string */.YjP().min(1))
        .default([])
        .describe("Branches whose failures with no pull request get a fix branch and a pull request."),
    max_attempts: schemas/* number */.aig()
        .int("max_attempts must be a whole number")
        .positive("max_attempts must be greater than 0")
        .default(2)
        .describe("Patchbay attempts per PR head since the last commit not made by Patchbay; then it stops and says why."),
})
    .prefault({});
/** Addressing a review (`pull_request_review` submitted with the trigger phrase). */
const reviewSchema = schemas/* strictObject */.rej({
    resolve_threads: schemas/* boolean */.zMY()
        .default(true)
        .describe("Resolve a review thread once Patchbay replied in it with the change it made."),
})
    .prefault({});

// EXTERNAL MODULE: ./src/config/glob.ts
var config_glob = __webpack_require__(33334);
// EXTERNAL MODULE: ./src/config/mcp-server-schema.ts
var mcp_server_schema = __webpack_require__(37678);
;// CONCATENATED MODULE: ./src/config/publish-schema.ts
/**
 * `publish:` — the publish stage of a two-job workflow (docs/decisions/0023-two-job-runs.md). Its threat
 * checks report every finding in the job summary; those named in `block` also
 * stop the publish (nothing is pushed or posted). `secrets` and `protected` are
 * the pre-push gate's own checks: they always block, listed or not.
 */

const THREAT_CHECKS = [
    "secrets",
    "protected",
    "ci-files",
    "network-fetch",
    "encoded-blob",
    "dependency-source",
];
const publishSchema = schemas/* strictObject */.rej({
    block: schemas/* array */.YOg(schemas/* enum */.k5n(THREAT_CHECKS))
        .default([...THREAT_CHECKS])
        .describe("Findings of these checks stop the publish stage: secrets, protected (always), ci-files (workflows, local actions, hooks, package.json scripts, Makefiles, lockfile sources), network-fetch (`curl … | sh` in scripts), encoded-blob (long base64/hex or binary bytes in text files), dependency-source (a dependency from outside its registry). The others are reported only."),
})
    .prefault({});

// EXTERNAL MODULE: ./src/config/sandbox-schema.ts
var sandbox_schema = __webpack_require__(6897);
;// CONCATENATED MODULE: ./src/config/visibility-schemas.ts
/**
 * What the agent is shown and what leaves the run: whose words reach the model
 * (`trust`) and where a trace of the run goes (`telemetry`). Kept apart from
 * schema.ts so that file stays the map of the whole configuration.
 */

const TRUST_LEVELS = ["writers", "collaborators", "everyone"];
const login = schemas/* string */.YjP()
    .min(1)
    .regex(/^[A-Za-z0-9-]+(\[bot\])?$/, "a GitHub login: letters, digits and -, e.g. octocat or renovate[bot]");
const trustSchema = schemas/* strictObject */.rej({
    authors: schemas/* enum */.k5n(TRUST_LEVELS)
        .optional()
        .describe("Whose issue text, pull request text and comments the model sees: writers (push access, checked with the collaborator permission API), collaborators (the repository's owner, members of its organization and outside collaborators), everyone. Default: writers on public repositories, everyone on private ones. Others' content is left out with a one-line note saying whose and why."),
    allow: schemas/* array */.YOg(login)
        .default([])
        .describe("Logins whose content the model always sees, whatever `authors` says (e.g. a bot that files issues)."),
    deny: schemas/* array */.YOg(login)
        .default([])
        .describe("Logins whose content the model never sees (deny wins over allow and authors)."),
})
    .prefault({});
const telemetrySchema = schemas/* strictObject */.rej({
    otlp: schemas/* url */.OZ5({ error: "telemetry.otlp must be the URL of an OTLP/HTTP endpoint, such as http://localhost:4318" })
        .optional()
        .describe("OTLP/HTTP endpoint that receives a trace per run (spans for each model call and tool call, OpenTelemetry GenAI attributes); OTEL_EXPORTER_OTLP_ENDPOINT does the same. Nothing is sent when neither is set."),
})
    .prefault({});

;// CONCATENATED MODULE: ./src/config/schema.ts
/**
 * The `.github/patchbay.yml` schema (docs/decisions/0002-one-config-file-with-safe-defaults.md). Every key is optional and every
 * default is safe: no servers, ask before anything but reads and workspace writes.
 * Objects are strict so a typo is an error with a "did you mean", never a silent no-op.
 */









const positive = (what) => schemas/* number */.aig({ error: `${what} must be a number` }).positive(`${what} must be greater than 0`);
const PROVIDERS = ["anthropic", "openai", "openai-compatible", "google", "bedrock", "replay"];
const PERMISSIONS = ["read", "triage", "write", "maintain", "admin"];
const DECISIONS = ["allow", "ask", "deny"];
const modelSchema = schemas/* strictObject */.rej({
    provider: schemas/* enum */.k5n(PROVIDERS)
        .default("anthropic")
        .describe("Which model API to call. `replay` plays a cassette: a YAML or JSON file of recorded model turns."),
    name: schemas/* string */.YjP()
        .min(1)
        .default("claude-sonnet-4-5")
        .describe("The model name as the provider spells it; for replay, the cassette path."),
    base_url: schemas/* url */.OZ5({ error: "base_url must be a URL such as http://localhost:11434/v1" })
        .optional()
        .describe("Base URL for openai-compatible servers (Ollama, vLLM, OpenRouter, LM Studio)."),
    api_key_env: schemas/* string */.YjP()
        .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "api_key_env is the NAME of an environment variable, not the key itself")
        .optional()
        .describe("The NAME of the environment variable holding the API key; the key itself never goes in this file."),
    prices: schemas/* strictObject */.rej({
        input_per_mtok: schemas/* number */.aig().nonnegative(),
        output_per_mtok: schemas/* number */.aig().nonnegative(),
        cache_read_per_mtok: schemas/* number */.aig().nonnegative().optional(),
        cache_write_per_mtok: schemas/* number */.aig().nonnegative().optional(),
    })
        .optional()
        .describe("Prices per million tokens; overrides the built-in price table."),
    context_window: schemas/* number */.aig()
        .int()
        .positive()
        .optional()
        .describe("Context window in tokens, when the built-in table does not know the model."),
    max_output_tokens: schemas/* number */.aig().int().positive().optional().describe("Upper bound on tokens per model response."),
    idle_timeout_seconds: schemas/* number */.aig()
        .positive()
        .default(180)
        .describe("Seconds the model API may send nothing (no answer, or a pause in one) before the call is given up and tried again."),
})
    .prefault({});
const limitsSchema = schemas/* strictObject */.rej({
    max_turns: positive("max_turns")
        .int("max_turns must be a whole number")
        .default(50)
        .describe("Model turns before the run stops as budget_exceeded."),
    max_cost_usd: positive("max_cost_usd").default(5).describe("Estimated spend in US dollars before the run stops."),
    timeout_minutes: positive("timeout_minutes")
        .default(30)
        .describe("Wall-clock minutes before the run stops, with its work committed."),
    max_tool_errors: positive("max_tool_errors")
        .int("max_tool_errors must be a whole number")
        .default(6)
        .describe("Failed (or denied) tool calls in a row before the run stops as stuck; the model gets a recovery note at 3."),
    daily_cost_usd: positive("daily_cost_usd")
        .optional()
        .describe("Spend per repository and UTC day, across runs (the ledger at refs/patchbay/ledger). A run that would start over it is skipped; one that crosses it stops with its work committed."),
    per_user: schemas/* strictObject */.rej({
        runs_per_hour: positive("runs_per_hour")
            .int("runs_per_hour must be a whole number")
            .optional()
            .describe("Runs one person may start in any hour."),
        cost_per_day_usd: positive("cost_per_day_usd").optional().describe("Spend per person and UTC day."),
    })
        .optional()
        .describe("Limits per person who asks, counted in the ledger."),
})
    .prefault({});
const MODES = ["edit", "plan"];
/**
 * An output schema: inline (a mapping) or the path of a JSON file in the repository.
 * An inline one is checked as a JSON Schema by the loader (load.ts), which loads
 * the validator only when there is one to check.
 */
const outputSchemaSchema = schemas/* union */.KCZ([schemas/* string */.YjP().min(1), schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()), schemas/* boolean */.zMY()], {
    error: "output_schema is a JSON Schema (a mapping) or the path of a .json file holding one",
})
    .describe("JSON Schema the final result must satisfy (inline, or a path to a .json file); the JSON goes to the result_json output.");
const triggerSchema = schemas/* strictObject */.rej({
    phrase: schemas/* string */.YjP()
        .min(1)
        .default("@patchbay")
        .describe("The words that summon Patchbay in a comment (`/patchbay` at a line start works too)."),
    labels: schemas/* array */.YOg(schemas/* string */.YjP().min(1)).default(["patchbay"]).describe("Labels that start work on an issue or PR."),
    assignees: schemas/* array */.YOg(schemas/* string */.YjP().min(1))
        .default([])
        .describe("Assigning an issue to one of these logins starts work on it."),
    min_permission: schemas/* enum */.k5n(PERMISSIONS)
        .default("write")
        .describe("The repository permission the person asking must hold."),
    allowed_bots: schemas/* array */.YOg(schemas/* string */.YjP().min(1))
        .default([])
        .describe("Bot accounts allowed to trigger runs (bots are refused otherwise)."),
})
    .prefault({});
const toolPattern = schemas/* union */.KCZ([schemas/* string */.YjP().min(1), schemas/* array */.YOg(schemas/* string */.YjP().min(1)).min(1)]);
/**
 * The documented shorthand is `allow: { annotations: read_only }` for "any tool whose server
 * says it is read-only": normalized here to `allow: "*"` + `annotations: read_only`.
 */
function normalizeAnnotationShorthand(input) {
    if (!input || typeof input !== "object" || Array.isArray(input))
        return input;
    const rule = { ...input };
    for (const effect of DECISIONS) {
        const value = rule[effect];
        if (value && typeof value === "object" && !Array.isArray(value) && "annotations" in value) {
            const { annotations, ...rest } = value;
            if (Object.keys(rest).length === 0 && rule.annotations === undefined) {
                rule[effect] = "*";
                rule.annotations = annotations;
            }
        }
    }
    return rule;
}
/** One approval rule: exactly one of allow/ask/deny naming tools (a glob or a list of globs). */
const ruleObjectSchema = schemas/* strictObject */.rej({
    allow: toolPattern.optional(),
    ask: toolPattern.optional(),
    deny: toolPattern.optional(),
    paths: schemas/* array */.YOg(schemas/* string */.YjP().min(1))
        .min(1)
        .optional()
        .describe("Globs relative to the repo root; the rule applies only when every touched path matches."),
    commands: schemas/* array */.YOg(schemas/* string */.YjP().min(1))
        .min(1)
        .optional()
        .describe("Globs matched against each segment of a shell command."),
    urls: schemas/* array */.YOg(schemas/* string */.YjP().min(1))
        .min(1)
        .optional()
        .describe('URL globs for web_fetch and browser_action\'s launch (e.g. "https://docs.python.org/**"), matched against the canonical URL; each redirect is judged again.'),
    annotations: schemas/* literal */.euz("read_only", { error: "annotations supports only `read_only`" })
        .optional()
        .describe("Only MCP tools whose server declares readOnlyHint: true."),
    allow_redirects: schemas/* boolean */.zMY().optional().describe("Let matching commands redirect output to files."),
    allow_options: schemas/* array */.YOg(schemas/* string */.YjP().min(1))
        .min(1)
        .optional()
        .describe("Hazardous options matching commands may use (e.g. `--no-index` for git, `-i` for sed, `-exec` for find): a glob alone never allows them."),
    reason: schemas/* string */.YjP().optional().describe("Shown to the model and in comments when this rule decides."),
})
    .superRefine((rule, ctx) => {
    for (const effect of DECISIONS) {
        const value = rule[effect];
        const patterns = value === undefined ? [] : typeof value === "string" ? [value] : value;
        patterns.forEach((glob, i) => {
            const problem = (0,config_glob/* globProblem */.A)(glob);
            if (problem)
                ctx.addIssue({
                    code: "custom",
                    path: typeof value === "string" ? [effect] : [effect, i],
                    message: `bad glob "${glob}": ${problem}`,
                });
        });
    }
    rule.paths?.forEach((glob, i) => {
        const problem = (0,config_glob/* globProblem */.A)(glob);
        if (problem)
            ctx.addIssue({ code: "custom", path: ["paths", i], message: `bad glob "${glob}": ${problem}` });
    });
    const effects = DECISIONS.filter((d) => rule[d] !== undefined);
    if (effects.length !== 1)
        ctx.addIssue({
            code: "custom",
            message: effects.length === 0
                ? "a rule needs one of `allow`, `ask` or `deny` naming the tools it applies to"
                : `a rule has exactly one of allow/ask/deny, this one has ${effects.join(" and ")}`,
        });
});
const ruleSchema = schemas/* preprocess */.vkY(normalizeAnnotationShorthand, ruleObjectSchema);
const approvalSchema = schemas/* strictObject */.rej({
    default: schemas/* enum */.k5n(DECISIONS).default("ask").describe("What a call no rule matches gets."),
    rules: schemas/* array */.YOg(ruleSchema)
        .default([])
        .describe("Order does not matter: any matching deny wins, then ask, then allow."),
});
/**
 * A branch template git accepts once {kind}, {number} and {task} are filled in: no
 * space, ~ ^ : ? * [ \\, "..", "//", "@{" (but a placeholder's brace), no leading or
 * trailing "/", no ".lock" at the end. A regex, so the JSON Schema says the same.
 */
const BRANCH_TEMPLATE = /^(?![\s\S]*(?:[\s~^:?*[\\]|\.\.|@\{(?!(?:kind|number|task)\})|\/\/))(?!\/)(?![\s\S]*\/$)(?![\s\S]*\.lock$)[\s\S]+$/;
const gitSchema = schemas/* strictObject */.rej({
    branch: schemas/* string */.YjP()
        .regex(BRANCH_TEMPLATE, "branch must be a valid git branch name ({kind}, {number} and {task} are filled in)")
        .default("patchbay/{kind}-{number}")
        .describe("Work branch template: {kind} is issue, pr or task; {number} the issue/PR number; {task} the task name."),
    checkpoints: schemas/* enum */.k5n(["tool", "turn", "end"])
        .default("tool")
        .describe("Commit after each changing tool call, each model turn, or once at the end. What a command or MCP tool changed is found by watching the work tree from the run's first command (inotify, one watch per directory; `git status` instead when the watch limit fs.inotify.max_user_watches is reached), and one `git status` at the end of the run catches anything missed."),
    squash: schemas/* boolean */.zMY()
        .default(false)
        .describe("Squash on success; the fine-grained history stays on refs/patchbay/runs/<run id>."),
    sign: schemas/* boolean */.zMY().default(false).describe("Commit through the GitHub API so commits show as Verified."),
    author_name: schemas/* string */.YjP().min(1).default("github-actions[bot]").describe("Checkpoint author name."),
    author_email: schemas/* string */.YjP()
        .min(1)
        .default("41898282+github-actions[bot]@users.noreply.github.com")
        .describe("Checkpoint author email."),
    push_every_checkpoints: schemas/* number */.aig()
        .int()
        .positive()
        .default(5)
        .describe("Push during the run after this many checkpoints."),
    push_every_minutes: positive("push_every_minutes")
        .default(3)
        .describe("…or after this many minutes, whichever comes first."),
})
    .prefault({});
const taskSchema = schemas/* strictObject */.rej({
    schedule: schemas/* string */.YjP().optional().describe("Cron string matched against github.event.schedule."),
    prompt: schemas/* string */.YjP().min(1, "a task needs a prompt").describe("What the agent is asked to do."),
    branch: schemas/* string */.YjP().optional().describe("Branch template for this task (default: git.branch)."),
    mode: schemas/* enum */.k5n(MODES)
        .default("edit")
        .describe("`plan`: a read-only run that posts a plan; `@patchbay go` carries it out."),
    output_schema: outputSchemaSchema.optional(),
});
const pullRequestSchema = schemas/* strictObject */.rej({
    draft: schemas/* boolean */.zMY().default(true).describe("Open pull requests as drafts."),
})
    .prefault({});
const configSchema = schemas/* strictObject */.rej({
    model: modelSchema,
    limits: limitsSchema,
    trigger: triggerSchema,
    instructions: schemas/* array */.YOg(schemas/* string */.YjP().min(1))
        .default(["AGENTS.md", "CLAUDE.md", ".clinerules"])
        .describe("Repository rule files added to the system prompt, when present."),
    mcp_servers: schemas/* record */.g1P(schemas/* string */.YjP().regex(/^[A-Za-z0-9_.-]+$/, "server names use letters, digits, _ . -"), mcp_server_schema/* mcpServerSchema */.j)
        .default({}),
    /** Absent means "no approval section": the built-in defaults apply (docs/decisions/0003-approval-is-a-pure-decision.md). */
    approval: approvalSchema.optional(),
    git: gitSchema,
    tools: toolsSchema,
    pull_request: pullRequestSchema,
    tasks: schemas/* record */.g1P(schemas/* string */.YjP(), taskSchema).default({}),
    sandbox: sandbox_schema/* sandboxSchema */.Nr,
    ci_fix: ciFixSchema,
    review: reviewSchema,
    trust: trustSchema,
    telemetry: telemetrySchema,
    code_review: code_review_schema/* codeReviewSchema */.J5,
    publish: publishSchema,
});


/***/ }),

/***/ 79397:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ ensureRef),
/* harmony export */   i: () => (/* binding */ readConfigText)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_env_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(35767);
/* harmony import */ var _util_host_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(44841);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(37827);
/**
 * Where config text comes from: the working tree, or — on pull-request events —
 * a git ref of the base branch, so a PR cannot add servers or loosen rules for
 * its own run (docs/decisions/0002-one-config-file-with-safe-defaults.md). Reading through git, not the working tree, is the point.
 */





/** The file's text, or undefined when it does not exist there. */
async function readConfigText(source, file) {
    const absolute = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(source.repo, file);
    if (!source.ref) {
        try {
            return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(absolute, "utf8");
        }
        catch (e) {
            if (e.code === "ENOENT")
                return undefined;
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .x([{ file, message: `cannot read: ${e.message}` }]);
        }
    }
    const relative = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(source.repo, absolute).split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join("/");
    if (relative.startsWith("..")) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .x([
            {
                file,
                message: "on pull-request events the config must be inside the repository (it is read from the base branch)",
            },
        ]);
    }
    await ensureRef({ ...source, ref: source.ref });
    const result = await git(source, ["cat-file", "blob", `${source.ref}:${relative}`]);
    if (result.exitCode === 0)
        return result.stdout;
    const missing = await git(source, ["cat-file", "-e", `${source.ref}:${relative}`]);
    if (missing.exitCode !== 0)
        return undefined;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .x([{ file, message: `cannot read from ${source.ref}: ${result.stderr.trim()}` }]);
}
/** The revision `source.ref` is in the clone: fetched (depth 1) from origin when a shallow checkout lacks it. */
async function ensureRef(source) {
    const ref = source.ref;
    if ((await git(source, ["cat-file", "-e", `${ref}^{commit}`])).exitCode === 0)
        return;
    const fetched = await git(source, ["fetch", "--no-tags", "--depth=1", "origin", source.fetchRef ?? ref]);
    const present = await git(source, ["cat-file", "-e", `${ref}^{commit}`]);
    if (present.exitCode !== 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .x([
            {
                file: source.repo,
                message: `the base revision ${ref} is not in the clone and could not be fetched (${fetched.stderr.trim() || "no output"}); use actions/checkout with fetch-depth: 0`,
            },
        ]);
    }
}
function git(source, args) {
    return (0,_util_host_git_js__WEBPACK_IMPORTED_MODULE_3__/* .hostGit */ .R)(source.repo, args, {
        cwd: source.repo,
        env: { ...(0,_util_env_js__WEBPACK_IMPORTED_MODULE_2__/* .scrubbedEnv */ .wS)(source.env), GIT_TERMINAL_PROMPT: "0" },
        timeoutMs: 60_000,
    });
}


/***/ }),

/***/ 42526:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ knownKeys),
/* harmony export */   q: () => (/* binding */ issuesToProblems)
/* harmony export */ });
/* harmony import */ var _locate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55562);
/* harmony import */ var _suggest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42784);


/** Keys an object schema accepts at `path`, for "did you mean". */
function knownKeys(schema, path) {
    let current = schema;
    for (const segment of [...path, null]) {
        current = unwrap(current);
        if (!current)
            return [];
        const def = current._zod.def;
        if (segment === null) {
            return def.type === "object" && "shape" in def ? Object.keys(def.shape) : [];
        }
        if (def.type === "object" && "shape" in def)
            current = def.shape[String(segment)];
        else if (def.type === "record" && "valueType" in def)
            current = def.valueType;
        else if (def.type === "array" && "element" in def)
            current = def.element;
        else
            return [];
    }
    return [];
}
function unwrap(schema) {
    let s = schema;
    for (let i = 0; s && i < 10; i++) {
        const def = s._zod.def;
        if ((def.type === "default" || def.type === "prefault" || def.type === "optional" || def.type === "nullable") &&
            "innerType" in def)
            s = def.innerType;
        else if (def.type === "pipe" && "in" in def && "out" in def) {
            // z.preprocess is a pipe from a transform into the real schema: the keys live on `out`.
            const input = def.in;
            s = input._zod.def.type === "transform" ? def.out : input;
        }
        else
            break;
    }
    return s;
}
function issuesToProblems(issues, schema, file, located, 
/** Prefix for key paths when the document is nested (".mcp.json" → mcpServers). */
keyPrefix = []) {
    const problems = [];
    for (const issue of issues) {
        const path = [...keyPrefix, ...issue.path];
        if (issue.code === "unrecognized_keys") {
            const known = knownKeys(schema, issue.path);
            for (const key of issue.keys) {
                const pos = (0,_locate_js__WEBPACK_IMPORTED_MODULE_0__/* .locate */ .x)(located, path, key);
                const guess = (0,_suggest_js__WEBPACK_IMPORTED_MODULE_1__/* .nearest */ .p)(key, known);
                problems.push({
                    file,
                    line: pos?.line,
                    column: pos?.column,
                    key: [...path, key].join("."),
                    message: `unknown key \`${key}\``,
                    hint: guess
                        ? `did you mean \`${guess}\`?`
                        : known.length
                            ? `valid keys here: ${known.join(", ")}`
                            : undefined,
                });
            }
            continue;
        }
        const pos = (0,_locate_js__WEBPACK_IMPORTED_MODULE_0__/* .locate */ .x)(located, path);
        const guess = issue.code === "invalid_value" && typeof issue.input === "string"
            ? (0,_suggest_js__WEBPACK_IMPORTED_MODULE_1__/* .nearest */ .p)(issue.input, issue.values.map(String))
            : undefined;
        problems.push({
            file,
            line: pos?.line,
            column: pos?.column,
            key: path.length ? path.join(".") : undefined,
            message: explain(issue),
            hint: guess ? `did you mean "${guess}"?` : undefined,
        });
    }
    return problems;
}
function explain(issue) {
    switch (issue.code) {
        case "invalid_type":
            if (issue.expected === "int")
                return `expected a whole number, got ${describe(issue.input)}`;
            return issue.input === undefined
                ? `is required (expected ${issue.expected})`
                : `expected ${issue.expected}, got ${describe(issue.input)}`;
        case "invalid_value":
            return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}, got ${describe(issue.input)}`;
        case "invalid_key":
            return issue.issues[0]?.message ?? issue.message;
        default:
            return issue.message;
    }
}
function describe(value) {
    if (value === null)
        return "null";
    if (Array.isArray(value))
        return "a list";
    if (typeof value === "object")
        return "a mapping";
    if (typeof value === "string")
        return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
    return `${typeof value} ${String(value)}`;
}


/***/ }),

/***/ 18762:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ isRecord)
/* harmony export */ });
/** A plain JSON-like object (not null, not an array): what parsed YAML, JSON and tool arguments are checked for. */
function isRecord(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}


/***/ })

};
