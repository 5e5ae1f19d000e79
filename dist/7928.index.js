export const id = 7928;
export const ids = [7928];
export const modules = {

/***/ 48606:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IR: () => (/* binding */ ResumeError),
/* harmony export */   LR: () => (/* binding */ CassetteError),
/* harmony export */   YG: () => (/* binding */ ContextLengthError),
/* harmony export */   me: () => (/* binding */ ModelError),
/* harmony export */   uJ: () => (/* binding */ ModelConfigError),
/* harmony export */   zv: () => (/* binding */ PromptTemplateError)
/* harmony export */ });
/**
 * Named errors of the agent engine (docs/decisions/0021-named-errors.md). Tool failures are not here: they
 * are results the model reads. These are for broken infrastructure and bad input
 * from people (a cassette, a model flag, a prompt template).
 */
/** A model API call failed for good (after retries), or returned something unusable. */
class ModelError extends Error {
    provider;
    status;
    code;
    constructor(message, provider, status, code = "http") {
        super(message);
        this.provider = provider;
        this.status = status;
        this.code = code;
        this.name = "ModelError";
    }
}
/** The request was longer than the model's context window; the loop cuts history and retries once. */
class ContextLengthError extends ModelError {
    constructor(message, provider, status) {
        super(message, provider, status, "context_length");
        this.name = "ContextLengthError";
    }
}
/** A missing API key, unknown provider or bad `--model` flag. */
class ModelConfigError extends Error {
    constructor(message) {
        super(message);
        this.name = "ModelConfigError";
    }
}
/** A cassette that cannot be read, does not validate, or ran out of turns. */
class CassetteError extends Error {
    file;
    turn;
    constructor(message, file, turn) {
        super(message);
        this.file = file;
        this.turn = turn;
        this.name = "CassetteError";
    }
}
/** A prompt template used a variable nobody supplied. */
class PromptTemplateError extends Error {
    constructor(message) {
        super(message);
        this.name = "PromptTemplateError";
    }
}
/** A saved session that does not validate or does not match the answer given to resume it. */
class ResumeError extends Error {
    constructor(message) {
        super(message);
        this.name = "ResumeError";
    }
}


/***/ }),

/***/ 49782:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ serializeCassette),
/* harmony export */   xG: () => (/* binding */ loadCassette)
/* harmony export */ });
/* unused harmony export parseCassette */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38815);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(88343);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48606);
/**
 * The cassette format (docs/decisions/0007-stable-transcript-and-cassette.md): the turns a replay model plays back, in YAML or
 * JSON. Validated with zod; errors name the file and the turn.
 */




const cassetteUsageSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    input_tokens: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nonnegative().default(0),
    output_tokens: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nonnegative().default(0),
    cache_read_tokens: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nonnegative().default(0),
    cache_write_tokens: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nonnegative().default(0),
});
const toolCallSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    name: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1, "a tool call needs a name"),
    /** Any JSON; a string here is sent as raw arguments text (to replay invalid JSON). */
    input: zod__WEBPACK_IMPORTED_MODULE_3__/* .unknown */ .L5J().default({}),
    id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
});
const turnSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    text: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    tool_calls: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(toolCallSchema).default([]),
    usage: cassetteUsageSchema.optional(),
    /** Make this turn fail like a provider would; used to script error paths. */
    error: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(["context_length", "http_500", "malformed"]).optional(),
});
const cassetteSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    model: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    turns: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(turnSchema),
});
/** Validates cassette data; `file` is only for messages. */
function parseCassette(data, file) {
    const parsed = cassetteSchema.safeParse(data);
    if (parsed.success)
        return parsed.data;
    const issue = parsed.error.issues[0];
    const path = issue?.path ?? [];
    const turn = path[0] === "turns" && typeof path[1] === "number" ? path[1] : undefined;
    const where = turn !== undefined ? `turn ${turn + 1} (turns[${turn}]${suffix(path.slice(2))})` : path.join(".") || "top level";
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CassetteError */ .LR(`cassette ${file}: ${where}: ${issue?.message ?? "invalid"}. A cassette is { turns: [{ text?, tool_calls?: [{ name, input }], usage? }] }.`, file, turn);
}
function suffix(path) {
    return path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("");
}
function loadCassette(file) {
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, "utf8");
    }
    catch (error) {
        const code = error instanceof Error && "code" in error && typeof error.code === "string" ? error.code : String(error);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CassetteError */ .LR(`cassette ${file} cannot be read: ${code}. Check the path after replay:.`, file);
    }
    let data;
    try {
        data = file.endsWith(".json") ? JSON.parse(text) : (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .parse */ .qg)(text);
    }
    catch (error) {
        const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CassetteError */ .LR(`cassette ${file} is not valid ${file.endsWith(".json") ? "JSON" : "YAML"}: ${message}`, file);
    }
    return parseCassette(data, file);
}
function serializeCassette(cassette, file) {
    return file.endsWith(".json") ? `${JSON.stringify(cassette, null, 2)}\n` : (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .stringify */ .As)(cassette, { lineWidth: 0 });
}


/***/ }),

/***/ 54733:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   iz: () => (/* binding */ providerAuth),
/* harmony export */   zT: () => (/* binding */ modelSpec)
/* harmony export */ });
/* unused harmony export parseModelFlag */
/* harmony import */ var _config_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(94827);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48606);
/**
 * What a model spec needs before any model code loads: the `--model` flag parsed,
 * the config's provider settings merged, and each provider's key (or region, or
 * base URL) found in the environment. Light on purpose — the run's preflight
 * checks a model with it before the AI SDK is loaded (createModel in
 * create-model.ts builds the model with the same checks).
 */


/** Default key variables per provider; the first one set wins. */
const DEFAULT_KEY_ENV = {
    anthropic: ["ANTHROPIC_API_KEY"],
    openai: ["OPENAI_API_KEY"],
    "openai-compatible": ["OPENAI_COMPATIBLE_API_KEY"],
    google: ["GOOGLE_GENERATIVE_AI_API_KEY", "GOOGLE_API_KEY"],
    bedrock: ["AWS_BEARER_TOKEN_BEDROCK"],
};
/**
 * The credentials a provider's client gets, checked now: a missing key, region or
 * base URL is a ModelConfigError naming what to set. Not for replay (no credentials).
 */
function providerAuth(spec, env) {
    switch (spec.provider) {
        case "anthropic":
        case "openai":
        case "google":
            return { apiKey: requireKey(spec, env) };
        case "openai-compatible": {
            if (!spec.base_url)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ModelConfigError */ .uJ("model.provider openai-compatible needs model.base_url (e.g. http://localhost:11434/v1 for Ollama) in .github/patchbay.yml or the base_url input.");
            const apiKey = spec.api_key_env ? requireKey(spec, env) : optionalKey(spec, env);
            return apiKey ? { apiKey } : {};
        }
        case "bedrock":
            return bedrockCredentials(spec, env);
        default:
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ModelConfigError */ .uJ(`unknown model provider "${String(spec.provider)}"; use one of ${_config_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .PROVIDERS */ .xq.join(", ")}.`);
    }
}
function keyNames(spec) {
    return spec.api_key_env ? [spec.api_key_env] : (DEFAULT_KEY_ENV[spec.provider] ?? []);
}
function optionalKey(spec, env) {
    for (const name of keyNames(spec))
        if (env[name])
            return env[name];
    return undefined;
}
function requireKey(spec, env) {
    const key = optionalKey(spec, env);
    if (key)
        return key;
    const names = keyNames(spec);
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ModelConfigError */ .uJ(`no API key for ${spec.provider}/${spec.name}: set the environment variable ${names.join(" or ")}` +
        (spec.api_key_env
            ? " (named by model.api_key_env)."
            : ` (in the Action, pass it with the ${spec.provider === "openai-compatible" ? "api_key" : `${spec.provider}_api_key`} input from a secret).`));
}
function bedrockCredentials(spec, env) {
    const region = env["AWS_REGION"] ?? env["AWS_DEFAULT_REGION"];
    if (!region)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ModelConfigError */ .uJ(`bedrock/${spec.name} needs a region: set AWS_REGION.`);
    const apiKey = optionalKey(spec, env);
    if (apiKey)
        return { region, apiKey };
    const accessKeyId = env["AWS_ACCESS_KEY_ID"];
    const secretAccessKey = env["AWS_SECRET_ACCESS_KEY"];
    if (!accessKeyId || !secretAccessKey)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ModelConfigError */ .uJ(`no AWS credentials for bedrock/${spec.name}: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (and AWS_SESSION_TOKEN for temporary credentials), or ${keyNames(spec).join(" or ")} for a Bedrock API key.`);
    const sessionToken = env["AWS_SESSION_TOKEN"];
    return { region, accessKeyId, secretAccessKey, sessionToken: sessionToken || undefined };
}
/**
 * `--model` flag / `model` input: "anthropic/claude-sonnet-4-5", "openai-compatible/llama3.1",
 * or "replay:path/to/cassette.yml". Returns the provider and name to merge over config.
 */
function parseModelFlag(flag) {
    const value = flag.trim();
    if (value.startsWith("replay:")) {
        const file = value.slice("replay:".length);
        if (!file)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ModelConfigError */ .uJ(`--model ${flag}: replay: needs a cassette path, e.g. replay:test/cassettes/fix.yml`);
        return { provider: "replay", name: file };
    }
    const slash = value.indexOf("/");
    const provider = slash > 0 ? value.slice(0, slash) : "";
    const name = slash > 0 ? value.slice(slash + 1) : "";
    const known = _config_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .PROVIDERS */ .xq.find((p) => p === provider);
    if (!known || !name)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ModelConfigError */ .uJ(`--model "${flag}" is not PROVIDER/NAME or replay:FILE; providers are ${_config_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .PROVIDERS */ .xq.join(", ")} (e.g. anthropic/claude-sonnet-4-5).`);
    return { provider: known, name };
}
/**
 * The model to use: a `--model` flag or `model` input wins over the config's
 * provider and name. The config's provider-specific settings (base_url,
 * api_key_env, prices, context window) apply only when the provider is the
 * config's own — an Anthropic key must never go to a configured Ollama URL.
 */
function modelSpec(model, defaults, baseUrl) {
    const chosen = typeof model === "string" ? parseModelFlag(model) : model;
    const sameProvider = defaults?.provider === undefined || defaults.provider === chosen.provider;
    const spec = sameProvider ? { ...defaults, ...chosen } : chosen;
    return baseUrl ? { ...spec, base_url: baseUrl } : spec;
}


/***/ }),

/***/ 50016:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ emptyUsage)
/* harmony export */ });
const emptyUsage = () => ({ inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 });


/***/ }),

/***/ 28030:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ prepareBranch),
/* harmony export */   y: () => (/* binding */ resolveWorkBranch)
/* harmony export */ });
/* harmony import */ var _util_logger_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96618);
/* harmony import */ var _network_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8438);
/* harmony import */ var _status_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(46696);



class BranchError extends Error {
    constructor(message) {
        super(message);
        this.name = "BranchError";
    }
}
const slug = (s) => s
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60) || "task";
/** Mirrors git check-ref-format for branch names, without a process. */
function isValidBranchName(name) {
    if (!name || name === "@" || name.startsWith("-") || name.startsWith("/") || name.endsWith("/"))
        return false;
    if (/[\x00-\x20\x7f~^:?*[\\]|\.\.|@\{|\/\/|\.lock(\/|$)|\/\.|^\.|\.$/.test(name))
        return false;
    return true;
}
function resolveWorkBranch(input, git) {
    if (input.kind === "pr" && input.sameRepo && input.prHeadRef)
        return input.prHeadRef;
    const template = input.template ?? git.branch;
    const number = input.number !== undefined ? String(input.number) : input.task ? slug(input.task) : "";
    const branch = template
        .replace(/\{kind\}/g, input.kind)
        .replace(/\{number\}/g, number)
        .replace(/\{task\}/g, input.task ? slug(input.task) : number);
    if (!isValidBranchName(branch))
        throw new BranchError(`git.branch "${template}" gives "${branch}", which is not a valid branch name; use letters, digits, / - _ and {kind} {number} {task}`);
    if (branch === input.defaultBranch)
        throw new BranchError(`git.branch "${template}" resolves to the default branch ${branch}; Patchbay works on its own branch — include {kind}, {number} or {task}`);
    return branch;
}
async function hasRemote(runner, remote) {
    const res = await runner.exec(["remote", "get-url", remote], { allowAllExitCodes: true });
    return res.exitCode === 0 ? res.stdout.trim() : null;
}
async function revParse(runner, rev) {
    const res = await runner.exec(["rev-parse", "-q", "--verify", `${rev}^{commit}`], { allowAllExitCodes: true });
    return res.exitCode === 0 ? res.stdout.trim() : null;
}
async function isAncestor(runner, a, b) {
    return (await runner.exec(["merge-base", "--is-ancestor", a, b], { allowAllExitCodes: true })).exitCode === 0;
}
/** The remote's tips for these refs (one ls-remote, retried on network failures). */
async function lsRemote(runner, remote, refs, opts = {}) {
    const res = await (0,_network_js__WEBPACK_IMPORTED_MODULE_1__/* .execRemote */ .wC)(runner, ["ls-remote", remote, ...refs], opts.auth, opts.retry);
    if (res.exitCode !== 0)
        throw new BranchError(`could not reach remote ${remote} (${(0,_network_js__WEBPACK_IMPORTED_MODULE_1__/* .safeUrl */ .Pl)((await hasRemote(runner, remote)) ?? "")}): ${res.stderr.trim()}`);
    const map = new Map();
    for (const line of res.stdout.split("\n")) {
        const [sha, ref] = line.split("\t");
        if (sha && ref)
            map.set(ref.trim(), sha.trim());
    }
    return map;
}
async function checkout(runner, args, branch) {
    const res = await runner.exec(["checkout", "-q", ...args], { allowAllExitCodes: true });
    if (res.exitCode !== 0)
        throw new BranchError(`could not switch to branch ${branch}: ${res.stderr.trim()} — commit or stash the uncommitted changes that conflict with it`);
}
/**
 * A killed run's uncommitted changes are this run's to commit when it works on
 * that run's branch, or starts from it (a local run begun on the dead run's
 * branch gets a fresh branch from its tip: the leftovers are where it stands).
 */
async function continuesCarried(runner, branch, opts) {
    const carried = opts.carried;
    if (!carried)
        return false;
    if (carried.branch === branch)
        return true;
    const head = await runner.exec(["symbolic-ref", "-q", "--short", "HEAD"], { allowAllExitCodes: true });
    if (head.exitCode !== 0 || head.stdout.trim() !== carried.branch)
        return false;
    if (opts.startPoint === undefined)
        return true;
    const tip = await runner.exec(["rev-parse", "-q", "--verify", "HEAD^{commit}"], { allowAllExitCodes: true });
    return tip.stdout.trim() === opts.startPoint;
}
/**
 * Puts HEAD on `branch`: fetched from the remote when it exists there (continuing
 * earlier work), else created from `base` (fetched if the checkout was shallow or
 * detached). Uncommitted changes stay in the working tree, recorded in dirtyAtStart.
 */
async function prepareBranch(runner, branch, base, opts = {}) {
    const log = opts.log ?? _util_logger_js__WEBPACK_IMPORTED_MODULE_0__/* .silentLogger */ .q;
    const remote = opts.remote ?? "origin";
    // Four reads at once: each is a git start-up the run's first model request waits for.
    const [continues, dirty, shallowness, localSha] = await Promise.all([
        continuesCarried(runner, branch, opts),
        (0,_status_js__WEBPACK_IMPORTED_MODULE_2__/* .dirtyPaths */ .Xb)(runner),
        runner.exec(["rev-parse", "--is-shallow-repository"]),
        revParse(runner, `refs/heads/${branch}`),
    ]);
    const ours = new Set(continues ? (opts.carried?.paths ?? []) : []);
    const dirtyAtStart = dirty.filter((p) => !ours.has(p));
    const carried = dirty.filter((p) => ours.has(p));
    const dirt = { dirtyAtStart, carried: carried.length ? carried : undefined };
    if (dirtyAtStart.length)
        log.warning(`${dirtyAtStart.length} path(s) had uncommitted changes before the run (${dirtyAtStart.slice(0, 5).join(", ")}${dirtyAtStart.length > 5 ? ", …" : ""}); they stay in the working tree and are never committed by Patchbay`);
    const depth = shallowness.stdout.trim() === "true" ? ["--depth=50"] : [];
    if (opts.startPoint !== undefined) {
        if (localSha) {
            await checkout(runner, [branch], branch);
            return { branch, head: localSha, remoteSha: null, created: false, ...dirt };
        }
        const start = await revParse(runner, opts.startPoint);
        if (!start)
            throw new BranchError(`cannot create ${branch}: start point ${opts.startPoint} is not a commit`);
        await checkout(runner, ["--no-track", "-b", branch, start], branch);
        return { branch, head: start, remoteSha: null, created: true, ...dirt };
    }
    const url = opts.localOnly ? null : await hasRemote(runner, remote);
    let remoteSha = null;
    let baseSha = null;
    if (url) {
        const stateRef = `refs/patchbay/state/${branch}`;
        const tips = await lsRemote(runner, remote, [`refs/heads/${branch}`, `refs/heads/${base}`, stateRef], opts);
        remoteSha = tips.get(`refs/heads/${branch}`) ?? null;
        const refspecs = [];
        if (remoteSha)
            refspecs.push(`+refs/heads/${branch}:refs/remotes/${remote}/${branch}`);
        else if (tips.has(`refs/heads/${base}`))
            refspecs.push(`+refs/heads/${base}:refs/remotes/${remote}/${base}`);
        if (tips.has(stateRef))
            refspecs.push(`+${stateRef}:${stateRef}`);
        if (refspecs.length) {
            const res = await (0,_network_js__WEBPACK_IMPORTED_MODULE_1__/* .execRemote */ .wC)(runner, ["fetch", "--no-tags", ...depth, remote, ...refspecs], opts.auth, opts.retry);
            if (res.exitCode !== 0)
                throw new BranchError(`could not fetch ${refspecs.join(" ")} from ${remote}: ${res.stderr.trim()}`);
        }
        if (!remoteSha)
            baseSha = await revParse(runner, `refs/remotes/${remote}/${base}`);
    }
    if (remoteSha) {
        if (localSha && localSha !== remoteSha && !(await isAncestor(runner, localSha, remoteSha))) {
            // Local commits the remote lacks (a run killed before its push): keep them; the push reconciles.
            log.warning(`local branch ${branch} has commits not on ${remote}; continuing from the local branch`);
            await checkout(runner, [branch], branch);
        }
        else {
            await checkout(runner, ["--no-track", "-B", branch, remoteSha], branch);
        }
        return { branch, head: (await revParse(runner, "HEAD")) ?? remoteSha, remoteSha, created: false, ...dirt };
    }
    if (localSha) {
        await checkout(runner, [branch], branch);
        return { branch, head: localSha, remoteSha: null, created: false, ...dirt };
    }
    baseSha ??=
        (await revParse(runner, `refs/heads/${base}`)) ?? (await revParse(runner, `refs/remotes/${remote}/${base}`));
    if (!baseSha) {
        baseSha = await revParse(runner, "HEAD");
        if (!baseSha)
            throw new BranchError(`cannot create ${branch}: ${base} was not found and HEAD has no commit`);
        log.warning(`base branch ${base} was not found; ${branch} starts from the checked-out commit ${baseSha.slice(0, 12)}`);
    }
    await checkout(runner, ["--no-track", "-b", branch, baseSha], branch);
    return { branch, head: baseSha, remoteSha: null, created: true, ...dirt };
}


/***/ }),

/***/ 94898:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ labeledIssueEvent)
/* harmony export */ });
async function labeledIssueEvent(octokit, request) {
    const where = { owner: request.owner, repo: request.repo };
    const [{ data: repo }, { data: issue }, { data: me }] = await Promise.all([
        octokit.rest.repos.get(where),
        octokit.rest.issues.get({ ...where, issue_number: request.number }),
        request.senderLogin
            ? octokit.rest.users.getByUsername({ username: request.senderLogin })
            : octokit.rest.users.getAuthenticated(),
    ]);
    return {
        name: "issues",
        payload: { action: "labeled", issue, label: { name: request.label }, repository: repo, sender: me },
    };
}


/***/ }),

/***/ 17327:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ skippedOutcome),
/* harmony export */   g: () => (/* binding */ failed)
/* harmony export */ });
/* harmony import */ var _agent_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50016);

/** A run that failed, was cancelled or whose result was invalid: the step fails and the CLI exits 1 (the others are answers, not errors). */
function failed(result) {
    return ["failed", "cancelled", "invalid_output"].includes(result.outcome.kind);
}
function skippedOutcome(reason) {
    return { kind: "skipped", message: reason, turns: 0, usage: (0,_agent_types_js__WEBPACK_IMPORTED_MODULE_0__/* .emptyUsage */ .l)(), costUsd: 0, commits: [] };
}


/***/ }),

/***/ 49923:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fJ: () => (/* binding */ requestFlags),
/* harmony export */   g8: () => (/* binding */ answerLines),
/* harmony export */   nA: () => (/* binding */ backCommand),
/* harmony export */   uq: () => (/* binding */ patchbayRun)
/* harmony export */ });
/**
 * The commands a local run prints for what comes next (docs/decisions/0013-local-runs-like-a-local-tool.md): the exact
 * `patchbay run` that answers a paused run, or carries out a plan, and the git
 * command that takes you back to where you were — ready to paste into the shell
 * the run was started from.
 */
/** One shell word: as it is when plain, else in single quotes. */
function shellWord(word) {
    return /^[A-Za-z0-9_./:=@%+,-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
/** `patchbay run` with the flags that named this repository, config and model, then `args`. */
function patchbayRun(settings, args) {
    return ["patchbay", "run", ...args, ...(settings.localFlags ?? [])].map(shellWord).join(" ");
}
/** The flags that name this run's request again: the same words give the same work branch. */
function requestFlags(settings) {
    if (settings.prompt !== undefined)
        return ["--prompt", settings.prompt];
    if (settings.task !== undefined)
        return ["--task", settings.task];
    if (settings.event?.path !== undefined)
        return ["--event", settings.event.path];
    return [];
}
/** How to answer a paused run: the lines to print, or none for an outcome that is not a pause. */
function answerLines(settings, outcome) {
    if (outcome === "awaiting_approval")
        return [
            "to answer it (on this branch):",
            `  ${patchbayRun(settings, ["--approve"])}`,
            `  ${patchbayRun(settings, ["--deny", "why not"])}`,
        ];
    if (outcome === "needs_input")
        return ["to answer it (on this branch):", `  ${patchbayRun(settings, ["--answer", "your answer"])}`];
    return [];
}
/** Back to the branch (or detached commit) checked out when the run started. */
function backCommand(start) {
    return start.branch ? `git switch ${shellWord(start.branch)}` : `git switch --detach ${start.head.slice(0, 12)}`;
}


/***/ }),

/***/ 85877:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Y: () => (/* binding */ git),
/* harmony export */   eR: () => (/* binding */ currentBranch),
/* harmony export */   ik: () => (/* binding */ localRepository)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_env_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(35767);
/* harmony import */ var _util_host_git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(44841);
/* harmony import */ var _delivery_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17733);
/**
 * The repository as a local run sees it: owner/name from GITHUB_REPOSITORY or
 * the origin URL, the default branch from origin/HEAD, else the remote's HEAD
 * (ls-remote --symref; only when the run pushes — a local run asks no remote),
 * else main or master — never the checked-out branch, which after a failed run
 * may be a work branch itself.
 */




/** Git on the repository a local run works in: its output, or undefined when it failed. */
async function git(settings, args) {
    const result = await (0,_util_host_git_js__WEBPACK_IMPORTED_MODULE_2__/* .hostGit */ .R)(settings.repo, args, {
        cwd: settings.repo,
        env: (0,_util_env_js__WEBPACK_IMPORTED_MODULE_1__/* .scrubbedEnv */ .wS)(settings.env),
        timeoutMs: 30_000,
    });
    return result.exitCode === 0 ? result.stdout.trim() : undefined;
}
async function localRepository(settings) {
    let fullName = settings.repository;
    if (!fullName) {
        const url = await git(settings, ["remote", "get-url", "origin"]);
        // Only a hosted remote names owner/repo (https://host/o/r, git@host:o/r); file:// remotes do not.
        const match = url
            ? /^(?:https?:\/\/[^/]+\/|git@[^:]+:|ssh:\/\/[^/]+\/)([^/]+)\/([^/]+?)(?:\.git)?\/?$/.exec(url)
            : null;
        fullName = match ? `${match[1]}/${match[2]}` : `local/${node_path__WEBPACK_IMPORTED_MODULE_0___default().basename(node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(settings.repo))}`;
    }
    const [owner = "local", name = "repo"] = fullName.split("/");
    return { owner, name, fullName, defaultBranch: await defaultBranch(settings) };
}
async function defaultBranch(settings) {
    const originHead = await git(settings, ["symbolic-ref", "--short", "-q", "refs/remotes/origin/HEAD"]);
    if (originHead)
        return originHead.replace(/^origin\//, "");
    if ((0,_delivery_js__WEBPACK_IMPORTED_MODULE_3__/* .readsOrigin */ .O_)(settings.delivery) && (await git(settings, ["remote", "get-url", "origin"]))) {
        // One attempt: an unreachable remote falls through to main/master, it does not stall the run.
        const symref = await git(settings, ["ls-remote", "--symref", "origin", "HEAD"]);
        const match = symref ? /^ref: refs\/heads\/(\S+)\tHEAD$/m.exec(symref) : null;
        if (match?.[1])
            return match[1];
    }
    for (const candidate of ["main", "master"]) {
        const local = await git(settings, ["rev-parse", "-q", "--verify", `refs/heads/${candidate}`]);
        const remote = await git(settings, ["rev-parse", "-q", "--verify", `refs/remotes/origin/${candidate}`]);
        if (local || remote)
            return candidate;
    }
    return "main";
}
/** The checked-out branch, or undefined on a detached HEAD. */
async function currentBranch(settings) {
    return (await git(settings, ["symbolic-ref", "--short", "-q", "HEAD"])) || undefined;
}


/***/ }),

/***/ 87249:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Y: () => (/* binding */ localTrigger)
});

// EXTERNAL MODULE: ./src/run/local/repository.ts
var local_repository = __webpack_require__(85877);
;// CONCATENATED MODULE: ./src/run/flows/code-review/local-trigger.ts

function codeReviewTrigger(settings, request) {
    return async () => {
        const repository = await (0,local_repository/* localRepository */.ik)(settings);
        const branch = (await (0,local_repository/* currentBranch */.eR)(settings)) ?? "HEAD";
        const focus = request.focus?.trim() ?? "";
        return {
            eventName: "local",
            request: focus,
            via: "prompt",
            automation: true,
            source: { kind: "task", task: "review" },
            repository,
            branch: { kind: "existing", name: branch },
            codeReview: { focus, auto: false, base: request.base || undefined },
            time: new Date().toISOString(),
        };
    };
}

// EXTERNAL MODULE: ./src/run/stages/preflight.ts
var preflight = __webpack_require__(62642);
;// CONCATENATED MODULE: ./src/run/local/triggers.ts



/**
 * `patchbay run --prompt TEXT` with no event: a trigger made from the prompt,
 * working on a branch of the local repository.
 */
function localTrigger(settings) {
    if (settings.codeReview)
        return codeReviewTrigger(settings, settings.codeReview);
    if (settings.answer !== undefined && !settings.prompt)
        return resumeTrigger(settings);
    if (settings.task && !settings.prompt)
        return taskTrigger(settings, settings.task);
    if (!settings.prompt)
        return undefined;
    const prompt = settings.prompt;
    return async () => {
        const repository = await (0,local_repository/* localRepository */.ik)(settings);
        return {
            eventName: "local",
            request: prompt,
            via: "prompt",
            automation: true,
            source: { kind: "task", task: settings.task ?? `local-${slug(prompt)}` },
            repository,
            branch: { kind: "new", from: repository.defaultBranch },
            time: new Date().toISOString(),
        };
    };
}
/** `patchbay run --task NAME`: the config's task, run here as a schedule or a dispatch would run it. */
function taskTrigger(settings, name) {
    return async (config) => {
        const task = config.tasks[name];
        if (!task) {
            const known = Object.keys(config.tasks);
            throw new preflight/* PreflightError */.wG(`--task ${name}: there is no task named ${name} in the config's tasks: section (${known.length ? `configured: ${known.join(", ")}` : "none are configured"})`);
        }
        const repository = await (0,local_repository/* localRepository */.ik)(settings);
        return {
            eventName: "local",
            request: task.prompt,
            via: "task",
            automation: true,
            source: { kind: "task", task: name },
            repository,
            branch: { kind: "new", from: repository.defaultBranch },
            time: new Date().toISOString(),
        };
    };
}
/** `patchbay run --approve` (…): the paused session on the checked-out work branch, continued. */
function resumeTrigger(settings) {
    return async () => {
        const repository = await (0,local_repository/* localRepository */.ik)(settings);
        const branch = await (0,local_repository/* currentBranch */.eR)(settings);
        if (!branch || branch === repository.defaultBranch)
            throw new preflight/* PreflightError */.wG(`--approve, --deny and --answer resume the paused run of the checked-out work branch, but ${branch ? `${branch} is the default branch` : "HEAD is detached"}; switch to the work branch first (git switch patchbay/…)`);
        return {
            eventName: "local",
            request: settings.answer ?? "",
            via: "prompt",
            automation: true,
            source: { kind: "task", task: branch },
            repository,
            branch: { kind: "existing", name: branch },
            time: new Date().toISOString(),
        };
    };
}
function slug(text) {
    return (text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, "")
        .slice(0, 40) || "run");
}


/***/ }),

/***/ 7928:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  a: () => (/* binding */ runPipeline)
});

// EXTERNAL MODULE: ./src/config/sandbox-schema.ts
var sandbox_schema = __webpack_require__(6897);
// EXTERNAL MODULE: ./src/sandbox/mechanism.ts
var mechanism = __webpack_require__(19170);
// EXTERNAL MODULE: ./src/run/contract.ts
var contract = __webpack_require__(17327);
// EXTERNAL MODULE: ./src/config/load.ts + 4 modules
var load = __webpack_require__(81553);
// EXTERNAL MODULE: ./src/github/trigger/issue-event.ts
var issue_event = __webpack_require__(94898);
// EXTERNAL MODULE: ./src/util/usage-error.ts
var usage_error = __webpack_require__(23368);
;// CONCATENATED MODULE: ./src/run/issue-input.ts
/**
 * The Action's `issue` input (a sweep's matrix entry): the run works on that
 * issue as if it had been labeled for Patchbay by the person who started the
 * workflow (GITHUB_ACTOR) — so the permission gate checks them, and the issue's
 * text stays its author's untrusted description.
 */



async function eventForIssueInput(settings, octokit) {
    const number = settings.issue;
    if (number === undefined)
        return settings.event;
    if (!octokit)
        throw new usage_error/* UsageError */.e("the issue input reads the issue from GitHub: it needs github_token");
    const [owner, repo] = (settings.repository ?? "").split("/");
    if (!owner || !repo)
        throw new usage_error/* UsageError */.e("the issue input needs GITHUB_REPOSITORY (owner/name)");
    const actor = settings.env.GITHUB_ACTOR;
    if (!actor)
        throw new usage_error/* UsageError */.e("the issue input needs GITHUB_ACTOR: the person the run acts for");
    const { config } = await (0,load/* loadConfig */.Z)({ repo: settings.repo, configPath: settings.configPath, env: settings.env });
    const label = config.trigger.labels[0];
    if (!label)
        throw new usage_error/* UsageError */.e("the issue input works through a trigger label; set trigger.labels in the config");
    return (0,issue_event/* labeledIssueEvent */.X)(octokit, { owner, repo, number, label, senderLogin: actor });
}

// EXTERNAL MODULE: ./src/run/local/next-commands.ts
var next_commands = __webpack_require__(49923);
// EXTERNAL MODULE: ./src/run/local/repository.ts
var repository = __webpack_require__(85877);
// EXTERNAL MODULE: ./src/run/local/triggers.ts + 1 modules
var triggers = __webpack_require__(87249);
// EXTERNAL MODULE: ./src/run/stages/checkout-lock.ts + 2 modules
var checkout_lock = __webpack_require__(25274);
// EXTERNAL MODULE: ./src/git/runner.ts + 1 modules
var git_runner = __webpack_require__(9437);
;// CONCATENATED MODULE: ./src/run/stages/leave-as-found.ts
/**
 * A run that failed before its first checkpoint leaves the repository as it
 * found it (docs/decisions/0013-local-runs-like-a-local-tool.md): the work branch it created, holding nothing new, is
 * deleted and the checkout goes back to the branch (or detached commit) it was
 * on. A work branch holding complete checkpoints stays: that work is kept.
 */

/** Returns a sentence saying what was put back, or undefined when nothing needed to be. */
async function leaveAsFound(repo, env, start) {
    // After the agent: Patchbay's own git runner, so no hook, filter or other program the
    // repository's config (or a file it includes from the work tree) names runs on the host.
    const runner = (0,git_runner/* createGitRunner */.ho)({ cwd: repo, baseEnv: env, timeoutMs: 30_000 });
    const git = (args) => runner.exec(args, { allowAllExitCodes: true });
    const current = await git(["symbolic-ref", "-q", "--short", "HEAD"]);
    const branch = current.exitCode === 0 ? current.stdout.trim() : undefined;
    if (!branch || branch === start.branch || start.branches.has(branch))
        return undefined;
    // New commits on the branch the run created: complete checkpoints, kept where they are.
    const fresh = await git(["rev-list", "--count", branch, ...start.tips.map((t) => `^${t}`), `^${start.head}`]);
    if (fresh.exitCode !== 0 || fresh.stdout.trim() !== "0")
        return undefined;
    const back = await git(["checkout", "-q", ...(start.branch ? [start.branch] : ["--detach", start.head])]);
    if (back.exitCode !== 0)
        return undefined;
    await git(["branch", "-D", branch]);
    await git(["update-ref", "-d", `refs/patchbay/state/${branch}`]);
    return `nothing was committed: removed the empty work branch ${branch} and switched back to ${start.branch ?? start.head.slice(0, 12)}`;
}

// EXTERNAL MODULE: ./src/run/stages/preflight.ts
var preflight = __webpack_require__(62642);
// EXTERNAL MODULE: ./src/run/stages/prepare.ts + 1 modules
var prepare = __webpack_require__(72132);
;// CONCATENATED MODULE: ./src/run/pipeline.ts
/**
 * One run, end to end (docs/decisions/0001-the-session-knows-nothing-of-github.md): trigger → task → session → outcome → report.
 * The same pipeline serves the Action, the CLI and the tests; what differs is
 * the RunSettings and whether a GitHub client is passed in.
 */











async function runPipeline(settings, deps) {
    deps.group?.("Patchbay: the event, the configuration and who asked");
    if (settings.issue !== undefined) {
        settings = { ...settings, event: await eventForIssueInput(settings, deps.octokit) };
    }
    // The trigger first: an event not addressed to Patchbay ends skipped whatever the workspace
    // holds (no checkout, not a repository). Reading the config and the event touches nothing.
    const preparing = (0,prepare/* prepare */.i)(settings, (0,triggers/* localTrigger */.Y)(settings)).catch((error) => ({
        kind: "error",
        error,
    }));
    // Meanwhile: check first, touch later. One run per checkout, nothing half-done from a killed one, no
    // rebase or merge under way — a task that goes ahead waits for this; a skipped event never hears it.
    const checking = (0,preflight/* checkRepository */.n_)(settings.repo, settings.env).then((start) => ({ start }), (error) => ({ error }));
    const guarding = checking.then((checked) => "error" in checked
        ? checked
        : (0,checkout_lock/* lockCheckout */.y)(checked.start, settings.repo, settings.env, runnerName(settings), (note) => deps.write(`${note}\n`)).then((guard) => ({ guard }), (error) => ({ error })));
    try {
        const prepared = await preparing;
        if (prepared.kind === "skip") {
            for (const warning of prepared.loaded.warnings)
                deps.write(`warning: ${warning}\n`);
            deps.write(`skipped: ${prepared.reason}\n`);
            return { outcome: (0,contract/* skippedOutcome */.d)(prepared.reason), links: {} };
        }
        // A workspace that is not a repository is said plainly, before whatever it made the config or trigger fail.
        const checked = await checking;
        if ("error" in checked)
            throw checked.error;
        const start = checked.start;
        if (prepared.kind === "error")
            throw prepared.error;
        for (const warning of prepared.loaded.warnings)
            deps.write(`warning: ${warning}\n`);
        if (settings.exitAt === "config")
            return { outcome: (0,contract/* skippedOutcome */.d)("stopped after config (PATCHBAY_EXIT_AT)"), links: {} };
        // The task goes ahead: once the checkout's lock is ours, its stages and the session (the AI SDK,
        // the tools, the rules) load while the checks below wait on git. A skipped event or a refused
        // second run never pays for them, and a refusal is not held up by their loading.
        const stages = guarding.then((got) => ("guard" in got ? Promise.all(/* import() */[__webpack_require__.e(4006), __webpack_require__.e(4405), __webpack_require__.e(2956), __webpack_require__.e(4090), __webpack_require__.e(201), __webpack_require__.e(2055), __webpack_require__.e(6500), __webpack_require__.e(9779), __webpack_require__.e(5163), __webpack_require__.e(8599), __webpack_require__.e(3306), __webpack_require__.e(2626), __webpack_require__.e(8059)]).then(__webpack_require__.bind(__webpack_require__, 58059)) : null));
        stages.catch(() => { }); // awaited below; a failure surfaces there
        // Find out how to contain it while the rest gets ready (nothing waits on this).
        // Not for a run that will not be contained, nor when a forced mechanism is probed on its own.
        if ((0,sandbox_schema/* sandboxMode */.dR)(prepared.loaded.config.sandbox, settings.env) !== "off" && !settings.env[mechanism/* FORCE_VARIABLE */.t8])
            (0,mechanism/* probeMechanismSoon */.nl)();
        await (0,preflight/* checkModel */.w5)(settings, prepared.loaded.config);
        if (settings.delivery.kind === "push" && settings.delivery.checkFirst)
            await (0,preflight/* checkRemote */.R_)(settings.repo, settings.env);
        const got = await guarding;
        if ("error" in got)
            throw got.error;
        const loaded = await stages;
        if (!loaded)
            throw new Error("internal: the stages load once the checkout's lock is held");
        const { runTask } = loaded;
        const putBack = async () => {
            const note = await leaveAsFound(settings.repo, settings.env, start).catch(() => undefined);
            if (note)
                deps.write(`${note}\n`);
        };
        let result;
        try {
            result = await runTask(settings, deps, prepared, got.guard);
        }
        catch (error) {
            await putBack();
            throw error;
        }
        // A paused run keeps its branch: the saved session lives there, for --approve / @patchbay approve.
        if (["failed", "cancelled", "no_changes"].includes(result.outcome.kind))
            await putBack();
        // A local run that leaves you on its work branch (a failed one with checkpoints too) says how to get back.
        if (settings.startFrom !== undefined)
            await whatNext(settings, deps, result, start);
        return result;
    }
    finally {
        const got = await guarding;
        if ("guard" in got)
            got.guard.release();
    }
}
/** Who holds the lock, as a refused run is told. */
function runnerName(settings) {
    return settings.runUrl ? `the Patchbay action (${settings.runUrl})` : "patchbay run";
}
/** A local run that left you on its work branch: how to answer it, and how to get back. */
async function whatNext(settings, deps, result, start) {
    const lines = (0,next_commands/* answerLines */.g8)(settings, result.outcome.kind);
    const now = await (0,repository/* currentBranch */.eR)(settings);
    if (now && now !== start.branch)
        lines.push(`back to where you were: ${(0,next_commands/* backCommand */.nA)(start)}`);
    if (lines.length)
        deps.write(`${lines.join("\n")}\n`);
}


/***/ }),

/***/ 43345:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  K: () => (/* binding */ outputSchemaFor),
  U: () => (/* binding */ resolveMode)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/config/errors.ts
var errors = __webpack_require__(37827);
;// CONCATENATED MODULE: ./src/config/output-schema-source.ts
/**
 * Where an output schema comes from: the `output_schema` input or `--output-schema`
 * (inline JSON, or a path), or a task's `output_schema` key (a mapping, or a
 * path). Whatever the source, the schema is read and checked here, before
 * anything runs; a problem is a ConfigError that says where it came from.
 */



/** Returns the checked schema; throws ConfigError naming the source and what is wrong. */
async function loadOutputSchema(source) {
    const fail = (message, file = source.where) => {
        throw new errors/* ConfigError */.x([{ file, message }]);
    };
    let schema = source.value;
    let file = source.where;
    if (typeof source.value === "string") {
        const text = source.value.trim();
        if (text.startsWith("{") || text === "true" || text === "false") {
            try {
                schema = JSON.parse(text);
            }
            catch (error) {
                fail(`output_schema is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
            }
        }
        else {
            const abs = external_node_path_default().resolve(source.baseDir, text);
            file = `${source.where} (${text})`;
            const content = await (0,promises_.readFile)(abs, "utf8").catch((error) => fail(error.code === "ENOENT"
                ? `the output schema file ${text} does not exist (relative paths start at ${source.baseDir})`
                : `cannot read the output schema file ${text}: ${error.message}`));
            try {
                schema = JSON.parse(content);
            }
            catch (error) {
                fail(`${text} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`, file);
            }
        }
    }
    // The validator loads only when there is a schema to check: most runs have none.
    const { outputSchemaProblems } = await Promise.all(/* import() */[__webpack_require__.e(4405), __webpack_require__.e(3593)]).then(__webpack_require__.bind(__webpack_require__, 33593));
    const problems = outputSchemaProblems(schema);
    if (problems.length)
        throw new errors/* ConfigError */.x(problems.map((p) => ({ file, message: p.message })));
    if (typeof schema === "boolean")
        return schema;
    if (schema && typeof schema === "object")
        return schema;
    return fail("output_schema must be a JSON Schema object");
}

;// CONCATENATED MODULE: ./src/run/run-mode.ts
/**
 * Which kind of run this is, and what it must return. `@patchbay plan <request>`,
 * a task's `mode: plan` or `--mode plan` / the `mode` input make a read-only
 * plan run; `@patchbay go [more words]` carries out the plan before it; a code
 * review (its trigger says so) is a read-only review run; anything else is a
 * normal run. An output schema (input / flag, or the task's key) is
 * read and checked here, before anything runs.
 */

const PLAN = /^plan\b[:,.]?\s*([\s\S]*)$/i;
const GO = /^go\b[:,.!]?\s*([\s\S]*)$/i;
function resolveMode(trigger, taskMode, flag) {
    // A code review (`@patchbay review [focus]`, code_review.auto) was recognised with its trigger.
    if (trigger.codeReview)
        return { phase: "review", request: trigger.codeReview.focus };
    const text = trigger.request.trim();
    // `patchbay run --mode go` with the plan's own request: there is no comment to say "go" in.
    if (flag === "go")
        return { phase: "go", request: "" };
    // Only a person's own words choose plan or go: an issue's title or body never does.
    if (trigger.via === "phrase") {
        const go = GO.exec(text);
        if (go)
            return { phase: "go", request: go[1]?.trim() ?? "" };
        const plan = PLAN.exec(text);
        if (plan)
            return { phase: "plan", request: plan[1]?.trim() || trigger.request };
    }
    if (flag === "plan" || (flag === undefined && taskMode === "plan"))
        return { phase: "plan", request: trigger.request };
    return { phase: "edit", request: trigger.request };
}
/** The output schema this run must satisfy: the input / flag wins over the task's key. */
async function outputSchemaFor(options) {
    if (options.given !== undefined)
        return loadOutputSchema({
            value: options.given,
            where: "output_schema (input or --output-schema)",
            baseDir: options.cwd,
        });
    const fromTask = options.task?.config.output_schema;
    if (fromTask === undefined)
        return undefined;
    return loadOutputSchema({
        value: fromTask,
        where: `${options.configPath} tasks.${options.task?.name}.output_schema`,
        baseDir: options.repo,
    });
}


/***/ }),

/***/ 62642:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R_: () => (/* binding */ checkRemote),
/* harmony export */   n_: () => (/* binding */ checkRepository),
/* harmony export */   w5: () => (/* binding */ checkModel),
/* harmony export */   wG: () => (/* binding */ PreflightError)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _agent_models_cassette_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49782);
/* harmony import */ var _agent_models_model_spec_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(54733);
/* harmony import */ var _git_network_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8438);
/* harmony import */ var _util_env_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(35767);
/* harmony import */ var _util_host_git_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(44841);
/**
 * Check first, touch later (docs/decisions/0013-local-runs-like-a-local-tool.md): everything a run can find wrong with its
 * input — the repository, the model (spec, key, cassette), the remote when
 * pushing — is found here, before a branch is created, a comment posted or a
 * server started. Each failure is one plain sentence saying what to do.
 */







/** Bad input found before the run touched anything: the CLI prints the message alone. */
class PreflightError extends Error {
    constructor(message) {
        super(message);
        this.name = "PreflightError";
    }
}
async function git(repo, env, args) {
    return (0,_util_host_git_js__WEBPACK_IMPORTED_MODULE_6__/* .hostGit */ .R)(repo, args, { cwd: repo, env: (0,_util_env_js__WEBPACK_IMPORTED_MODULE_5__/* .scrubbedEnv */ .wS)(env), timeoutMs: 30_000 });
}
/** The repository is a git work tree with a commit; returns where it stands. */
async function checkRepository(repo, env) {
    const exists = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.access)(repo).then(() => true, () => false);
    if (!exists)
        throw new PreflightError(`${repo} does not exist; pass --repo with your repository's directory`);
    // Two processes at once (each is a start-up the run's cold start waits for): where HEAD
    // stands, and every branch's tip. Only when the first fails are the questions asked apart,
    // to say which one it was.
    const [where, refs] = await Promise.all([
        git(repo, env, [
            "rev-parse",
            "--is-bare-repository",
            "--is-inside-work-tree",
            "HEAD^{commit}",
            "--abbrev-ref",
            "HEAD",
            "--absolute-git-dir",
            "--git-common-dir",
        ]),
        git(repo, env, ["for-each-ref", "--format=%(objectname) %(refname)", "refs/heads", "refs/remotes"]),
    ]).catch(() => [undefined, undefined]);
    const [bare, inside, headSha, branchName, gitDir = "", common = ""] = where?.exitCode === 0 ? where.stdout.trim().split("\n") : [];
    if (!headSha)
        await whyNoHead(repo, env);
    if (bare === "true" || inside !== "true")
        throw bareRepository(repo);
    const tips = [];
    const branches = new Set();
    for (const line of (refs?.stdout ?? "").split("\n")) {
        const [sha, ref] = line.trim().split(" ");
        if (!sha || !ref)
            continue;
        tips.push(sha);
        if (ref.startsWith("refs/heads/"))
            branches.add(ref.slice("refs/heads/".length));
    }
    return {
        branch: branchName && branchName !== "HEAD" ? branchName : undefined,
        head: headSha ?? "",
        tips,
        branches,
        gitDir,
        commonDir: node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(repo, common),
    };
}
/** Not a git work tree, a bare repository, or no commit yet: which one, in a sentence. */
async function whyNoHead(repo, env) {
    const probe = await git(repo, env, ["rev-parse", "--is-bare-repository", "--is-inside-work-tree"]).catch(() => undefined);
    if (probe?.exitCode !== 0)
        throw new PreflightError(`${repo} is not a git repository; run Patchbay in a clone of your repository (or pass --repo DIR), or \`git init\` there first`);
    const [bare, inside] = probe.stdout.trim().split("\n");
    if (bare === "true" || inside !== "true")
        throw bareRepository(repo);
    throw new PreflightError(`${repo} has no commits yet; commit your files first (git add -A && git commit -m initial): the work branch starts from a commit`);
}
function bareRepository(repo) {
    return new PreflightError(`${repo} is a bare git repository, with no working tree for the agent to edit; clone it (git clone ${repo} DIR) and run Patchbay in the clone`);
}
/**
 * The model can be built: the spec parses, the provider's key is set, a replay
 * cassette exists and parses. Building it reads no network (provider packages
 * load on the first request), so this costs nothing but the check.
 */
async function checkModel(settings, config) {
    // The light checks only: the AI SDK and the session load in the background meanwhile, overlapping git work.
    const spec = (0,_agent_models_model_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .modelSpec */ .zT)(settings.model ?? { provider: config.model.provider, name: config.model.name }, config.model, settings.baseUrl);
    if (spec.provider !== "replay") {
        (0,_agent_models_model_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .providerAuth */ .iz)(spec, settings.env);
        return;
    }
    (0,_agent_models_cassette_js__WEBPACK_IMPORTED_MODULE_2__/* .loadCassette */ .xG)(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(settings.cwd ?? ".", spec.name));
}
/**
 * `--push` asked for a push: origin must exist and answer, now — one attempt,
 * no retries, so a missing or dead remote is an immediate, plain error.
 */
async function checkRemote(repo, env) {
    const url = await git(repo, env, ["remote", "get-url", "origin"]);
    if (url.exitCode !== 0)
        throw new PreflightError(`--push: ${repo} has no remote named origin to push to; add one (git remote add origin URL) or run without --push to keep the commits local`);
    const reach = await (0,_util_host_git_js__WEBPACK_IMPORTED_MODULE_6__/* .hostGit */ .R)(repo, ["ls-remote", "--heads", "origin"], {
        cwd: repo,
        env: { ...(0,_util_env_js__WEBPACK_IMPORTED_MODULE_5__/* .scrubbedEnv */ .wS)(env), GIT_TERMINAL_PROMPT: "0" },
        timeoutMs: 20_000,
    });
    if (reach.exitCode !== 0) {
        const why = reach.timedOut ? "no answer in 20 s" : reach.stderr.trim().split("\n").at(-1);
        throw new PreflightError(`--push: could not reach origin (${(0,_git_network_js__WEBPACK_IMPORTED_MODULE_4__/* .safeUrl */ .Pl)(url.stdout.trim())}): ${why}; check the URL and your access, or run without --push to keep the commits local`);
    }
}


/***/ }),

/***/ 72132:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  a: () => (/* binding */ configRevision),
  i: () => (/* binding */ prepare)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 2 modules
var schemas = __webpack_require__(88343);
// EXTERNAL MODULE: ./src/config/load.ts + 4 modules
var load = __webpack_require__(81553);
// EXTERNAL MODULE: ./src/github/trigger/index.ts + 13 modules
var github_trigger = __webpack_require__(41727);
// EXTERNAL MODULE: ./src/run/stages/preflight.ts
var preflight = __webpack_require__(62642);
// EXTERNAL MODULE: ./src/run/local/repository.ts
var repository = __webpack_require__(85877);
;// CONCATENATED MODULE: ./src/run/local/start.ts


/** `ref` as a commit and as a person names it: HEAD is the checked-out branch (or its short sha when detached). */
async function resolveStart(settings, ref) {
    const sha = await (0,repository/* git */.$Y)(settings, ["rev-parse", "-q", "--verify", `${ref}^{commit}`]);
    if (!sha)
        throw new preflight/* PreflightError */.wG(ref === "HEAD"
            ? `${settings.repo} has no commits yet; commit your files first (git add -A && git commit -m initial): the work branch starts from a commit`
            : `--base ${ref}: no such commit, branch or tag in ${settings.repo}; name one that exists (git branch -a, git log --oneline)`);
    const branch = ref === "HEAD"
        ? await (0,repository/* git */.$Y)(settings, ["symbolic-ref", "--short", "-q", "HEAD"])
        : (await (0,repository/* git */.$Y)(settings, ["rev-parse", "-q", "--verify", `refs/heads/${ref}`])) && ref;
    return branch ? { label: branch, sha, branch } : { label: ref === "HEAD" ? sha.slice(0, 12) : ref, sha };
}
/** `name`, or `name-2`, `name-3`, … : the first that is not a local branch yet. */
async function freeBranch(settings, name) {
    const taken = new Set(((await (0,repository/* git */.$Y)(settings, [
        "for-each-ref",
        "--format=%(refname:short)",
        `refs/heads/${name}`,
        `refs/heads/${name}-*`,
    ])) ?? "")
        .split("\n")
        .filter(Boolean));
    if (!taken.has(name))
        return name;
    for (let n = 2;; n++)
        if (!taken.has(`${name}-${n}`))
            return `${name}-${n}`;
}
/**
 * The task as a local run does it: a new work branch starts at the start point (and
 * a pull request, with --push, targets the branch it started from); a request in the
 * user's own words or a task gets a branch no earlier run is using. An existing
 * branch (a paused run answered, a later request on the same issue) is continued.
 */
async function startLocally(settings, task, options) {
    if (settings.startFrom === undefined || task.branch.kind !== "work")
        return task;
    const start = await resolveStart(settings, settings.startFrom);
    // A later request on the same issue continues its branch, wherever you are.
    if (!options.fresh && (await (0,repository/* git */.$Y)(settings, ["rev-parse", "-q", "--verify", `refs/heads/${task.branch.name}`])))
        return task;
    const name = options.fresh ? await freeBranch(settings, task.branch.name) : task.branch.name;
    return { ...task, branch: { ...task.branch, name, start, base: start.branch || task.branch.base } };
}

// EXTERNAL MODULE: ./src/run/run-mode.ts + 1 modules
var run_mode = __webpack_require__(43345);
// EXTERNAL MODULE: ./src/run/task.ts
var run_task = __webpack_require__(15624);
;// CONCATENATED MODULE: ./src/run/stages/prepare.ts
/**
 * The first stage of every run: config, trigger, task. Cheap and side-effect
 * free — `patchbay run --dry-run --preview` stops here, and a skipped event ends here.
 */






const prBaseSchema = schemas/* looseObject */._H3({
    pull_request: schemas/* looseObject */._H3({ base: schemas/* looseObject */._H3({ sha: schemas/* string */.YjP(), ref: schemas/* string */.YjP() }) }),
});
/**
 * On events from pull requests the checkout is the PR's merge commit: config is
 * read from the base revision so a PR cannot loosen rules for its own run.
 * (issue_comment runs check out the default branch, which is already trusted.)
 */
function configRevision(payload) {
    const parsed = prBaseSchema.safeParse(payload);
    return parsed.success
        ? { ref: parsed.data.pull_request.base.sha, fetchRef: parsed.data.pull_request.base.ref }
        : undefined;
}
async function prepare(settings, local) {
    const revision = settings.event ? configRevision(settings.event.payload) : undefined;
    const loaded = await (0,load/* loadConfig */.Z)({
        repo: settings.repo,
        configPath: settings.configPath,
        ref: revision?.ref,
        fetchRef: revision?.fetchRef,
        env: settings.env,
    });
    let result;
    if (settings.event) {
        result = (0,github_trigger/* parseTrigger */.uc)({
            eventName: settings.event.name,
            payload: settings.event.payload,
            config: loaded.config,
            botLogin: settings.botLogin,
            inputs: { prompt: settings.prompt, task: settings.task },
        });
    }
    else if (local) {
        result = { kind: "trigger", trigger: await local(loaded.config) };
    }
    else {
        result = { kind: "skip", reason: "no event and no prompt: nothing to do" };
    }
    if (result.kind === "skip")
        return { kind: "skip", loaded, reason: result.reason };
    const { trigger } = result;
    let task = (0,run_task/* buildTask */.I)(trigger, loaded.config, settings);
    if (settings.startFrom !== undefined && trigger.branch.kind === "new") {
        // A plan and its go must agree on the branch's name: only an ordinary local request gets a fresh one.
        const taskMode = trigger.source.task ? loaded.config.tasks[trigger.source.task]?.mode : undefined;
        const phase = (0,run_mode/* resolveMode */.U)(trigger, taskMode, settings.mode).phase;
        task = await startLocally(settings, task, { fresh: trigger.eventName === "local" && phase === "edit" });
    }
    return { kind: "task", loaded, trigger, task };
}


/***/ }),

/***/ 15624:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ buildTask)
/* harmony export */ });
/* harmony import */ var _git_branch_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(28030);

function buildTask(trigger, config, settings) {
    const { source } = trigger;
    const limits = {
        max_turns: settings.limits.maxTurns ?? config.limits.max_turns,
        max_cost_usd: settings.limits.maxCostUsd ?? config.limits.max_cost_usd,
        timeout_minutes: settings.limits.timeoutMinutes ?? config.limits.timeout_minutes,
        max_tool_errors: config.limits.max_tool_errors,
    };
    const taskConfig = source.task ? config.tasks[source.task] : undefined;
    const base = trigger.pullRequest?.baseRef ?? trigger.repository.defaultBranch;
    const named = () => (0,_git_branch_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveWorkBranch */ .y)({
        kind: source.kind,
        number: source.number,
        task: source.task ?? (source.kind === "task" ? `run-${settings.runId}` : undefined),
        prHeadRef: trigger.pullRequest?.headRef,
        sameRepo: trigger.pullRequest ? !trigger.pullRequest.isFork : true,
        defaultBranch: trigger.repository.defaultBranch,
        template: taskConfig?.branch,
    }, config.git);
    let branch;
    switch (trigger.branch.kind) {
        case "existing":
            branch = { kind: "work", name: trigger.branch.name, base };
            break;
        case "fork":
            branch = { kind: "fork", name: named(), base, headSha: trigger.branch.sha };
            break;
        case "pr-lookup":
            branch = { kind: "pr-lookup", number: trigger.branch.number };
            break;
        case "new":
            branch = { kind: "work", name: named(), base: trigger.branch.from };
            break;
    }
    const mode = trigger.via === "prompt"
        ? "automation"
        : source.kind === "task"
            ? "task"
            : source.kind === "pr"
                ? "pr-fix"
                : "issue";
    return {
        mode,
        kind: source.kind,
        number: source.number,
        taskName: source.task,
        request: trigger.request,
        requestTrusted: trigger.automation,
        branch,
        limits,
    };
}


/***/ }),

/***/ 19170:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Db: () => (/* binding */ MechanismChoiceError),
/* harmony export */   Fz: () => (/* binding */ findMechanism),
/* harmony export */   LV: () => (/* binding */ forcedMechanism),
/* harmony export */   nl: () => (/* binding */ probeMechanismSoon),
/* harmony export */   sg: () => (/* binding */ SYSTEM_PATH),
/* harmony export */   t8: () => (/* binding */ FORCE_VARIABLE)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_exec_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37895);
/**
 * How a sandbox can be set up on this machine, found by trying (a kernel or
 * AppArmor policy can forbid what a version check would allow):
 * - "userns": util-linux `unshare` in a new user namespace, mapping the caller
 *   to root inside. Works unprivileged where user namespaces are allowed, and
 *   always as root.
 * - "sudo": `sudo -n unshare` where unprivileged user namespaces are restricted
 *   (Ubuntu 24.04's AppArmor) but sudo needs no password (GitHub-hosted runners);
 *   the commands then drop back to the caller's uid and gid with `setpriv`.
 * The same util-linux tools are on every Debian/Ubuntu image, so there is
 * nothing to install. PATCHBAY_SANDBOX_MECHANISM=sudo|userns tries only that one
 * (a diagnostic, and how CI exercises the sudo path on a machine where user
 * namespaces work).
 */


/** The probe does what the real set-up needs: a mount, a private loopback, a PID namespace. */
const PROBE = "mount -t tmpfs tmpfs /tmp && ip link set lo up";
const NAMESPACES = ["--mount", "--pid", "--net", "--ipc", "--uts"];
const NSENTER = ["--mount", "--net", "--pid", "--ipc", "--uts"];
/** mount, ip and pivot_root live in sbin, which a user's PATH may lack. */
const SYSTEM_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";
/** The variable that picks a mechanism instead of the probe's first working one. */
const FORCE_VARIABLE = "PATCHBAY_SANDBOX_MECHANISM";
const KINDS = ["userns", "sudo"];
class MechanismChoiceError extends Error {
    name = "MechanismChoiceError";
}
/**
 * The mechanism PATCHBAY_SANDBOX_MECHANISM asks for; undefined when it is unset
 * or empty. Any other value is an error, so a typo cannot quietly fall back to the probe.
 */
function forcedMechanism(env) {
    const value = env[FORCE_VARIABLE]?.trim();
    if (!value)
        return undefined;
    const kind = KINDS.find((k) => k === value);
    if (kind)
        return kind;
    throw new MechanismChoiceError(`${FORCE_VARIABLE} is "${value}", which is not a sandbox mechanism: use ${KINDS.join(" or ")}, or unset it to let Patchbay choose`);
}
/** The probe's answers: "any" for the first that works, else per forced kind. */
const cached = new Map();
function findMechanism(options = {}) {
    const key = options.force ?? "any";
    const known = cached.get(key);
    if (known && !options.refresh)
        return known;
    const found = probe(tryRun, options.force);
    cached.set(key, found);
    return found;
}
/**
 * Starts the probe in the background, so a run that reaches its containment
 * stage finds the answer waiting instead of blocking its start-up on a few
 * process launches; the run's cold start stays what it was without a sandbox.
 * (A forced mechanism is probed when asked for: the variable is a diagnostic.)
 */
function probeMechanismSoon() {
    if (cached.has("any") || background)
        return;
    background = (async () => {
        if (process.platform !== "linux")
            return;
        // The probe's commands, run asynchronously first; the synchronous probe then only reads the answers.
        const answers = new Map();
        const direct = await tryRunAsync(DIRECT_PROBE);
        answers.set(DIRECT_PROBE.join("\0"), direct);
        if (direct !== undefined && process.getuid?.() !== 0)
            answers.set(SUDO_PROBE.join("\0"), await tryRunAsync(SUDO_PROBE));
        if (!cached.has("any"))
            cached.set("any", probe((argv) => (answers.has(argv.join("\0")) ? answers.get(argv.join("\0")) : tryRun(argv))));
    })().catch(() => {
        // findMechanism() probes again synchronously and reports what went wrong.
    });
}
let background;
const DIRECT_PROBE = ["unshare", "--user", "--map-root-user", ...NAMESPACES, "--fork", "bash", "-c", PROBE];
const SUDO_PROBE = ["sudo", "-n", "unshare", ...NAMESPACES, "--fork", "bash", "-c", PROBE];
function probe(run, force) {
    if (process.platform !== "linux")
        return { kind: "none", reasons: [`${process.platform} is not Linux`] };
    const reasons = [];
    const root = process.getuid?.() === 0;
    const forced = force ? ` (forced by ${FORCE_VARIABLE}=${force})` : "";
    if (force !== "sudo") {
        const direct = run(DIRECT_PROBE);
        if (direct === undefined)
            return {
                kind: "userns",
                description: `Linux namespaces via util-linux unshare (user namespace${root ? ", started as root" : ", unprivileged"}); all capabilities dropped with setpriv${forced}`,
                privileged: [],
                unshare: ["--user", "--map-root-user", ...NAMESPACES],
                // As is: the caller is root inside already (--map-root-user). Without it nsenter calls
                // setgroups(), which an unprivileged user namespace denies ("setgroups failed:
                // Operation not permitted"): every command failed for a non-root user.
                nsenter: ["--user", "--preserve-credentials", ...NSENTER],
            };
        reasons.push(`unprivileged user namespaces${forced}: ${direct}`);
    }
    // As root the user namespace always works; sudo is tried there only when asked for.
    if (force === "sudo" || (!force && !root)) {
        const sudo = run(SUDO_PROBE);
        if (sudo === undefined)
            return {
                kind: "sudo",
                description: `Linux namespaces via \`sudo -n unshare\`${force ? "" : " (user namespaces are restricted here)"}; commands run as your own uid with all capabilities dropped${forced}`,
                privileged: ["sudo", "-n"],
                unshare: NAMESPACES,
                nsenter: NSENTER,
                dropTo: { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 },
            };
        reasons.push(`sudo${forced}: ${sudo}`);
    }
    return { kind: "none", reasons };
}
/** tryRun without blocking the event loop, through the one way Patchbay runs a subprocess. */
async function tryRunAsync(argv) {
    const [command, ...args] = argv;
    const res = await (0,_util_exec_js__WEBPACK_IMPORTED_MODULE_1__/* .exec */ .m0)(command, args, { cwd: "/", env: { PATH: SYSTEM_PATH }, timeoutMs: 10_000 });
    if (res.spawnError)
        return res.spawnError.startsWith("ENOENT") ? `${command} not found` : res.spawnError;
    return res.exitCode === 0 ? undefined : res.stderr.trim().split("\n").pop() || `exit code ${res.exitCode}`;
}
/** undefined when the command worked, else what went wrong. */
function tryRun(argv) {
    const [command, ...args] = argv;
    const result = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)(command, args, {
        env: { PATH: SYSTEM_PATH },
        stdio: ["ignore", "ignore", "pipe"],
        timeout: 10_000,
    });
    if (result.error)
        return result.error.code === "ENOENT" ? `${command} not found` : result.error.message;
    if (result.status === 0)
        return undefined;
    return result.stderr.toString().trim().split("\n").pop() || `exit code ${result.status}`;
}


/***/ })

};
