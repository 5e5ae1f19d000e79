export const id = 957;
export const ids = [957,9782];
export const modules = {

/***/ 49782:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ serializeCassette),
/* harmony export */   loadCassette: () => (/* binding */ loadCassette)
/* harmony export */ });
/* unused harmony exports cassetteSchema, parseCassette */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38815);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(88343);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48606);
/**
 * The cassette format (DESIGN §8): the turns a replay model plays back, in YAML or
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

/***/ 60957:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createModel: () => (/* binding */ createModel),
  preloadProvider: () => (/* binding */ preloadProvider)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/ai/dist/index.mjs + 3 modules
var dist = __webpack_require__(60644);
// EXTERNAL MODULE: ./node_modules/ai/node_modules/@ai-sdk/provider-utils/dist/index.mjs
var provider_utils_dist = __webpack_require__(27300);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/agent/models/prompt-cache.ts
/**
 * What a request tells the provider's prompt cache. Every turn re-sends the whole
 * conversation, so what a run costs is mostly whether the provider serves that
 * prefix from its cache (bench/billing.ts measures it, under each provider's
 * documented rules).
 *
 * Anthropic caches only up to explicit breakpoints (at most 4 per request; its
 * prompt order is tools, then system, then messages), and a breakpoint finds an
 * earlier cache entry only within about 20 content blocks before it. Three are
 * spent where they pay:
 * - the system prompt: caches the tool definitions and the system prompt, the part
 *   that survives a compaction of the conversation (context-window.ts);
 * - the end of the previous request (the message before the newest assistant
 *   turn): exactly the prefix the previous request wrote, so this request reads
 *   it back however many blocks the newest turn added (a turn of many parallel
 *   calls adds more than 20);
 * - the last message: writes the conversation so far for the next request.
 *
 * OpenAI and Gemini cache prefixes automatically; OpenAI routes requests with the
 * same `prompt_cache_key` to the same cache, so a run's requests share one key.
 */

const EPHEMERAL = { anthropic: { cacheControl: { type: "ephemeral" } } };
/** The system prompt as a cache breakpoint (it comes after the tools, so it caches both). */
function cachedSystem(system) {
    return { role: "system", content: system, providerOptions: EPHEMERAL };
}
/**
 * This request's copy of the messages with breakpoints on the previous request's
 * end and on the last message. The stored history is not touched.
 */
function withCacheBreakpoints(messages) {
    const last = messages.length - 1;
    if (last < 0)
        return messages;
    const newestTurn = messages.findLastIndex((m) => m.role === "assistant");
    const previousEnd = newestTurn - 1;
    const out = [...messages];
    for (const i of previousEnd >= 0 && previousEnd < last ? [previousEnd, last] : [last]) {
        const message = out[i];
        out[i] = { ...message, providerOptions: { ...message.providerOptions, ...EPHEMERAL } };
    }
    return out;
}
/** One key per system prompt, i.e. per run (the prompt holds the run's nonce): OpenAI's `prompt_cache_key`. */
function promptCacheKey(system) {
    return `patchbay-${(0,external_node_crypto_.createHash)("sha256").update(system).digest("hex").slice(0, 24)}`;
}

// EXTERNAL MODULE: ./node_modules/ai/node_modules/@ai-sdk/provider/dist/index.mjs
var provider_dist = __webpack_require__(70180);
// EXTERNAL MODULE: ./src/agent/errors.ts
var errors = __webpack_require__(48606);
;// CONCATENATED MODULE: ./src/agent/models/idle-fetch.ts
/**
 * A model API that goes quiet (issue 26): a request with no answer, or an answer
 * whose body stops coming. Without a limit the call waited for undici's 300 s
 * timeout and was then retried without a word, for about 20 minutes in all.
 * Here every request gets an idle limit — before the headers, and between any two
 * chunks of the body — and a call that goes over it fails with ModelIdleError,
 * "the model API sent nothing for N s", which the retry (retry.ts) treats like a
 * 5xx: said, and tried again within the run's time limit.
 */

const DEFAULT_IDLE_SECONDS = 180;
class ModelIdleError extends errors/* ModelError */.me {
    seconds;
    constructor(provider, seconds) {
        super(`the ${provider} API sent nothing for ${seconds} s`, provider, undefined, "network");
        this.seconds = seconds;
        this.name = "ModelIdleError";
    }
}
/** `base` with an idle limit on each request and its body. */
function idleFetch(base, provider, idleMs) {
    return async (input, init) => {
        const quiet = new AbortController();
        const trip = () => quiet.abort(new ModelIdleError(provider, idleMs / 1000));
        const timer = setTimeout(trip, idleMs);
        const signal = init?.signal ? AbortSignal.any([init.signal, quiet.signal]) : quiet.signal;
        let response;
        try {
            response = await base(input, { ...init, signal });
        }
        catch (error) {
            clearTimeout(timer);
            throw quiet.signal.aborted ? quiet.signal.reason : error;
        }
        const body = response.body;
        if (!body) {
            clearTimeout(timer);
            return response;
        }
        // The headers came: the clock starts again, and again with every chunk.
        timer.refresh();
        const reader = body.getReader();
        const watched = new ReadableStream({
            async pull(controller) {
                try {
                    const { done, value } = await reader.read();
                    if (done) {
                        clearTimeout(timer);
                        controller.close();
                        return;
                    }
                    timer.refresh();
                    controller.enqueue(value);
                }
                catch (error) {
                    clearTimeout(timer);
                    controller.error(quiet.signal.aborted ? quiet.signal.reason : error);
                }
            },
            cancel(reason) {
                clearTimeout(timer);
                return reader.cancel(reason);
            },
        });
        return new Response(watched, {
            status: response.status,
            statusText: response.statusText,
            headers: response.headers,
        });
    };
}

;// CONCATENATED MODULE: ./src/agent/models/retry.ts
/**
 * Our own retry for model calls (the SDK's is turned off with maxRetries: 0) so
 * we can honour `retry-after` / `retry-after-ms`, treat Anthropic's 529
 * "overloaded" like a 429, bound the attempts, and end with one clean ModelError.
 */



const CONTEXT_PATTERNS = [
    /prompt is too long/i,
    /context[_ ]length/i,
    /maximum context length/i,
    /context window/i,
    /too many tokens/i,
    /input is too long/i,
    /exceeds the (?:maximum|max) (?:number of )?tokens/i,
];
function sleepFor(ms, signal) {
    return new Promise((resolve, reject) => {
        if (signal?.aborted)
            return reject(signal.reason);
        const timer = setTimeout(() => {
            signal?.removeEventListener("abort", onAbort);
            resolve();
        }, ms);
        const onAbort = () => {
            clearTimeout(timer);
            reject(signal?.reason);
        };
        signal?.addEventListener("abort", onAbort, { once: true });
    });
}
/** Milliseconds the server asked us to wait, from retry-after-ms or retry-after (seconds or an HTTP date). */
function retryAfterMs(headers, now = Date.now()) {
    if (!headers)
        return undefined;
    const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    const ms = Number(lower["retry-after-ms"]);
    if (lower["retry-after-ms"] !== undefined && Number.isFinite(ms) && ms >= 0)
        return ms;
    const after = lower["retry-after"];
    if (after === undefined)
        return undefined;
    const seconds = Number(after);
    if (Number.isFinite(seconds) && seconds >= 0)
        return seconds * 1000;
    const date = Date.parse(after);
    return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
function* causes(error) {
    const seen = new Set();
    for (let e = error; e !== undefined && e !== null && !seen.has(e); e = e.cause) {
        seen.add(e);
        yield e;
    }
}
/**
 * A 200 whose body broke off (the connection closed, or the JSON ends midway):
 * the answer was cut, not wrong, and another attempt is likely to get it whole.
 * A complete body that does not match the provider's schema is not this.
 */
function cutOff(error) {
    for (const e of causes(error.cause)) {
        if (!(e instanceof Error))
            continue;
        if (e.name === "AI_JSONParseError")
            return "the response ended midway";
        if (e.name === "TypeError" && /terminated|other side closed|premature close/i.test(e.message))
            return "the connection closed midway through the response";
        const code = e.code;
        if (typeof code === "string" && /^(ECONNRESET|EPIPE|UND_ERR_SOCKET|UND_ERR_BODY_TIMEOUT)$/.test(code))
            return "the connection closed midway through the response";
    }
    return error.isRetryable ? "the connection closed midway through the response" : undefined;
}
/** Turns whatever the SDK threw into a ModelError and decides whether another attempt may help. */
function classifyError(error, provider) {
    // An API that went quiet (idle-fetch.ts), however the SDK wrapped it: retried like a 5xx.
    for (const e of causes(error))
        if (e instanceof ModelIdleError)
            return { retry: true, reason: e.message, error: e };
    if (error instanceof errors/* ModelError */.me)
        return { retry: false, error };
    if (provider_dist/* APICallError */.hL.isInstance(error)) {
        const status = error.statusCode;
        const body = error.responseBody ?? "";
        const detail = shortDetail(error.message, body);
        if (CONTEXT_PATTERNS.some((p) => p.test(body) || p.test(error.message))) {
            return {
                retry: false,
                error: new errors/* ContextLengthError */.YG(`${provider}: the request is longer than the model's context window (${detail})`, provider, status),
            };
        }
        const cut = status !== undefined && status >= 200 && status < 300 ? cutOff(error) : undefined;
        if (cut)
            return {
                retry: true,
                reason: cut,
                error: new errors/* ModelError */.me(`${provider} API: ${cut} (HTTP ${status})`, provider, status, "network"),
            };
        if (status !== undefined && status >= 200 && status < 300) {
            // A 200 whose body does not match the provider's schema: the SDK reports it as a failed call.
            return {
                retry: false,
                error: new errors/* ModelError */.me(`${provider} API returned a response Patchbay could not read (HTTP ${status}): ${error.message.slice(0, 200)}`, provider, status, "malformed"),
            };
        }
        const overloaded = status === 529 || /overloaded/i.test(body);
        if (status === 429 || overloaded || (status !== undefined && status >= 500)) {
            const code = overloaded ? "overloaded" : status === 429 ? "rate_limited" : "http";
            return {
                retry: true,
                reason: `HTTP ${status}${overloaded ? " overloaded" : ""}`,
                delayMs: retryAfterMs(error.responseHeaders),
                error: new errors/* ModelError */.me(`${provider} API returned HTTP ${status}: ${detail}`, provider, status, code),
            };
        }
        if (status === undefined && error.isRetryable) {
            return {
                retry: true,
                reason: "network error",
                error: new errors/* ModelError */.me(`${provider} API could not be reached: ${detail}`, provider, undefined, "network"),
            };
        }
        const hint = status === 401 || status === 403
            ? " Check the API key (model.api_key_env) and its permissions."
            : status === 404
                ? " Check model.name and model.base_url."
                : "";
        return {
            retry: false,
            error: new errors/* ModelError */.me(`${provider} API returned HTTP ${status ?? "error"}: ${detail}.${hint}`, provider, status),
        };
    }
    if (error instanceof Error && error.name === "AbortError")
        return { retry: false, error };
    const message = error instanceof Error ? error.message : String(error);
    // Parse failures of a 200 response (AI_TypeValidationError, AI_JSONParseError) are not worth retrying.
    return {
        retry: false,
        error: new errors/* ModelError */.me(`${provider} API returned a response Patchbay could not read: ${message.slice(0, 300)}`, provider, undefined, "malformed"),
    };
}
function shortDetail(message, body) {
    const text = body || message;
    const match = /"message"\s*:\s*"([^"]{1,300})"/.exec(text);
    return (match?.[1] ?? text).replace(/\s+/g, " ").slice(0, 300);
}
async function withRetry(fn, opts) {
    const maxAttempts = opts.maxAttempts ?? 4;
    const base = opts.baseDelayMs ?? 2_000;
    const cap = opts.maxDelayMs ?? 60_000;
    const sleep = opts.sleep ?? sleepFor;
    for (let attempt = 1;; attempt++) {
        try {
            return await fn();
        }
        catch (error) {
            if (opts.signal?.aborted)
                throw error;
            const c = classifyError(error, opts.provider);
            if (!c.retry)
                throw c.error;
            if (attempt >= maxAttempts) {
                throw new errors/* ModelError */.me(`${c.error.message} — gave up after ${attempt} attempts. Try again later, or check the provider's status page.`, opts.provider, c.error.status, c.error.code);
            }
            const backoff = Math.min(cap, base * 2 ** (attempt - 1));
            // The server's retry-after wins, but never wait longer than the cap.
            const delayMs = Math.min(cap, c.delayMs ?? backoff);
            opts.onRetry?.({ attempt, delayMs, reason: c.reason });
            await sleep(delayMs, opts.signal);
        }
    }
}

;// CONCATENATED MODULE: ./src/agent/models/ai-sdk-model.ts
/**
 * A Model backed by an AI SDK provider. One `generateText` call per turn with tools
 * that have no `execute`, so the SDK returns the tool calls and our loop runs them
 * under the policy. The SDK's own retries are off (maxRetries: 0); ours honour
 * retry-after and give one clean ModelError.
 */



function createAiSdkModel(opts) {
    let loaded;
    const languageModel = () => {
        const { model } = opts;
        loaded ??= typeof model === "function" ? model() : Promise.resolve(model);
        return loaded;
    };
    return {
        id: `${opts.provider}/${opts.name}`,
        contextWindow: opts.contextWindow,
        costUsd: opts.costUsd,
        async generate(request) {
            const cache = opts.promptCache === true;
            const system = cache ? cachedSystem(request.system) : request.system;
            const messages = cache ? withCacheBreakpoints(request.messages) : request.messages;
            const tools = toToolSet(request.tools, opts.providerTools ?? {});
            const model = await languageModel();
            const result = await withRetry(() => (0,dist/* generateText */.Df)({
                model,
                system,
                messages,
                tools,
                maxRetries: 0,
                abortSignal: request.signal,
                ...(opts.provider === "openai"
                    ? { providerOptions: { openai: { promptCacheKey: promptCacheKey(request.system) } } }
                    : {}),
                ...(opts.maxOutputTokens ? { maxOutputTokens: opts.maxOutputTokens } : {}),
            }), { ...opts.retry, provider: opts.provider, signal: request.signal });
            return {
                text: result.text,
                toolCalls: result.toolCalls.map((call) => ({
                    id: call.toolCallId,
                    name: call.toolName,
                    input: call.input,
                    ...(call.invalid && dist/* InvalidToolInputError */.Kg.isInstance(call.error) && !dist/* NoSuchToolError */.$o.isInstance(call.error)
                        ? { parseError: `the arguments are not valid JSON (${call.error.message.slice(0, 200)})` }
                        : {}),
                })),
                usage: toUsage(result.usage, result.providerMetadata),
                finishReason: result.finishReason,
            };
        },
    };
}
function toToolSet(specs, native) {
    const set = {};
    for (const spec of specs) {
        const id = native[spec.name];
        if (id) {
            // The provider sends its own definition for this id (e.g. Anthropic's text_editor_20250728).
            set[spec.name] = { type: "provider", id, args: {}, inputSchema: (0,provider_utils_dist/* jsonSchema */.Og)(asJsonSchema7(spec.inputSchema)) };
            continue;
        }
        set[spec.name] = (0,provider_utils_dist/* tool */.z6)({ description: spec.description, inputSchema: (0,provider_utils_dist/* jsonSchema */.Og)(asJsonSchema7(spec.inputSchema)) });
    }
    return set;
}
/** Tool schemas are objects by the Tool contract; JSONSchema7 is the SDK's name for the same thing. */
function asJsonSchema7(schema) {
    return isJsonSchema7(schema) ? schema : { type: "object" };
}
function isJsonSchema7(schema) {
    return typeof schema === "object" && schema !== null && !Array.isArray(schema);
}
/**
 * Our Usage splits input into uncached / cache read / cache write so that each is
 * priced once; the SDK's inputTokens is the total of the three. Anthropic's cache
 * writes also arrive in providerMetadata, used when the usage fields lack them.
 */
function toUsage(u, metadata) {
    const cacheRead = u.inputTokenDetails?.cacheReadTokens ?? u.cachedInputTokens ?? 0;
    const fromMetadata = metadata?.["anthropic"]?.["cacheCreationInputTokens"];
    const cacheWrite = u.inputTokenDetails?.cacheWriteTokens ?? (typeof fromMetadata === "number" ? fromMetadata : 0);
    const uncached = u.inputTokenDetails?.noCacheTokens ?? Math.max(0, (u.inputTokens ?? 0) - cacheRead - cacheWrite);
    return {
        inputTokens: uncached,
        outputTokens: u.outputTokens ?? 0,
        cacheReadTokens: cacheRead,
        cacheWriteTokens: cacheWrite,
    };
}

// EXTERNAL MODULE: ./src/agent/models/model-spec.ts
var model_spec = __webpack_require__(54733);
;// CONCATENATED MODULE: ./src/agent/models/prices.ts
const claude = (input, output, contextWindow = 200_000) => ({
    // Anthropic: cache reads are 0.1× input, 5-minute cache writes 1.25× input.
    prices: {
        input_per_mtok: input,
        output_per_mtok: output,
        cache_read_per_mtok: input * 0.1,
        cache_write_per_mtok: input * 1.25,
    },
    contextWindow,
});
const openai = (input, output, cacheRead, contextWindow) => ({
    prices: {
        input_per_mtok: input,
        output_per_mtok: output,
        cache_read_per_mtok: cacheRead,
        cache_write_per_mtok: input,
    },
    contextWindow,
});
const gemini = (input, output, cacheRead, contextWindow = 1_048_576) => ({
    prices: {
        input_per_mtok: input,
        output_per_mtok: output,
        cache_read_per_mtok: cacheRead,
        cache_write_per_mtok: input,
    },
    contextWindow,
});
/** Keys are model-name prefixes, matched after stripping a Bedrock region/vendor prefix. */
const TABLE = {
    "claude-opus-4-5": claude(5, 25),
    "claude-opus-4-1": claude(15, 75),
    "claude-opus-4": claude(15, 75),
    "claude-sonnet-4-5": claude(3, 15),
    "claude-sonnet-4": claude(3, 15),
    "claude-haiku-4-5": claude(1, 5),
    "claude-3-7-sonnet": claude(3, 15),
    "claude-3-5-sonnet": claude(3, 15),
    "claude-3-5-haiku": claude(0.8, 4),
    "claude-3-haiku": claude(0.25, 1.25),
    "gpt-5.1": openai(1.25, 10, 0.125, 400_000),
    "gpt-5-mini": openai(0.25, 2, 0.025, 400_000),
    "gpt-5-nano": openai(0.05, 0.4, 0.005, 400_000),
    "gpt-5": openai(1.25, 10, 0.125, 400_000),
    "gpt-4.1-mini": openai(0.4, 1.6, 0.1, 1_047_576),
    "gpt-4.1-nano": openai(0.1, 0.4, 0.025, 1_047_576),
    "gpt-4.1": openai(2, 8, 0.5, 1_047_576),
    "gpt-4o-mini": openai(0.15, 0.6, 0.075, 128_000),
    "gpt-4o": openai(2.5, 10, 1.25, 128_000),
    o3: openai(2, 8, 0.5, 200_000),
    "o4-mini": openai(1.1, 4.4, 0.275, 200_000),
    "gemini-2.5-pro": gemini(1.25, 10, 0.125),
    "gemini-2.5-flash-lite": gemini(0.1, 0.4, 0.01),
    "gemini-2.5-flash": gemini(0.3, 2.5, 0.03),
    "gemini-2.0-flash": gemini(0.1, 0.4, 0.025),
};
/** For models the table does not know: a window small enough to be safe on most servers. */
const DEFAULT_CONTEXT_WINDOW = 128_000;
const KEYS_LONGEST_FIRST = Object.keys(TABLE).sort((a, b) => b.length - a.length);
/** Finds the table entry for a model name, or undefined. */
function lookupModel(name) {
    // "us.anthropic.claude-sonnet-4-5-20250929-v1:0" → "claude-sonnet-4-5-20250929-v1:0"; "models/gemini-…" → "gemini-…"
    const bare = name.replace(/^models\//, "").replace(/^(?:[a-z]{2}\.)?anthropic\./, "");
    const key = KEYS_LONGEST_FIRST.find((k) => bare === k || bare.startsWith(`${k}-`) || bare.startsWith(`${k}@`));
    return key ? TABLE[key] : undefined;
}
function contextWindowFor(spec) {
    return spec.context_window ?? lookupModel(spec.name)?.contextWindow ?? DEFAULT_CONTEXT_WINDOW;
}
/** Cost of one turn's usage. Cache reads/writes default to the input price when a table has none. */
function costOf(usage, prices) {
    const perToken = (perMtok) => perMtok / 1_000_000;
    return (usage.inputTokens * perToken(prices.input_per_mtok) +
        usage.outputTokens * perToken(prices.output_per_mtok) +
        usage.cacheReadTokens * perToken(prices.cache_read_per_mtok ?? prices.input_per_mtok) +
        usage.cacheWriteTokens * perToken(prices.cache_write_per_mtok ?? prices.input_per_mtok));
}
/**
 * The cost function for a model: config prices win, then the table; an unknown
 * model costs 0 and `warn` is told once, so max_cost_usd cannot protect that run.
 */
function pricing(spec, warn = () => { }) {
    const prices = spec.prices ?? lookupModel(spec.name)?.prices;
    if (!prices) {
        if (spec.provider !== "replay")
            warn(`no price known for ${spec.provider}/${spec.name}: cost is reported as 0 and limits.max_cost_usd cannot stop this run. Set model.prices in .github/patchbay.yml.`);
        return () => 0;
    }
    return (usage) => costOf(usage, prices);
}

// EXTERNAL MODULE: ./src/agent/models/cassette.ts
var cassette = __webpack_require__(49782);
;// CONCATENATED MODULE: ./src/agent/models/replay.ts
/**
 * The `replay` provider: each generate call consumes the next cassette turn,
 * whatever it was sent (DESIGN §8). Deterministic, no network: the model tests and
 * the CLI's offline runs use it.
 */


/** A replay model over a cassette already in memory (tests build them inline). */
function createReplayModel(cassette, opts) {
    let next = 0;
    return {
        id: `replay/${opts.file}`,
        contextWindow: opts.contextWindow ?? 1_000_000,
        ...(opts.costUsd ? { costUsd: opts.costUsd } : {}),
        turnsPlayed: () => next,
        async generate(request) {
            if (request.signal.aborted)
                throw request.signal.reason;
            const index = next;
            const turn = cassette.turns[index];
            if (!turn) {
                throw new errors/* CassetteError */.LR(`cassette ${opts.file} has ${cassette.turns.length} turns; the run asked for turn ${index + 1}. Record a longer cassette or end it with attempt_completion.`, opts.file, index);
            }
            next++;
            if (turn.error === "context_length")
                throw new errors/* ContextLengthError */.YG(`replay: turn ${index + 1} is scripted as a context-length error`, "replay", 400);
            if (turn.error === "http_500")
                throw new errors/* ModelError */.me(`replay API returned HTTP 500: turn ${index + 1} is scripted to fail`, "replay", 500);
            if (turn.error === "malformed")
                throw new errors/* ModelError */.me(`replay: turn ${index + 1} is scripted as a malformed response`, "replay", undefined, "malformed");
            const toolCalls = turn.tool_calls.map((call, i) => {
                const id = call.id ?? `call_${index + 1}_${i + 1}`;
                // A string input stands for raw arguments text: parse it as a provider would.
                if (typeof call.input !== "string")
                    return { id, name: call.name, input: call.input };
                try {
                    return { id, name: call.name, input: JSON.parse(call.input) };
                }
                catch (error) {
                    return {
                        id,
                        name: call.name,
                        input: call.input,
                        parseError: `the arguments are not valid JSON (${String(error).slice(0, 120)})`,
                    };
                }
            });
            const u = turn.usage;
            return {
                text: turn.text ?? "",
                toolCalls,
                usage: {
                    inputTokens: u?.input_tokens ?? 0,
                    outputTokens: u?.output_tokens ?? 0,
                    cacheReadTokens: u?.cache_read_tokens ?? 0,
                    cacheWriteTokens: u?.cache_write_tokens ?? 0,
                },
                finishReason: toolCalls.length ? "tool-calls" : "stop",
            };
        },
    };
}
/** A replay model reading its cassette from a file (YAML, or JSON when the name ends in .json). */
function createReplayModelFromFile(file, opts = {}) {
    return createReplayModel((0,cassette.loadCassette)(file), { ...opts, file });
}

;// CONCATENATED MODULE: ./src/agent/models/create-model.ts
/**
 * The model factory: a model spec (model-spec.ts) → a Model. Keys come from the
 * environment only; a missing key is an error naming the variable to set.
 */






function createModel(spec, env, opts = {}) {
    const warn = opts.warn ?? (() => { });
    const costUsd = pricing(spec, warn);
    if (spec.provider === "replay") {
        const file = external_node_path_default().resolve(opts.cwd ?? ".", spec.name);
        return createReplayModelFromFile(file, {
            ...(spec.context_window ? { contextWindow: spec.context_window } : {}),
            costUsd,
        });
    }
    // Keys and settings are checked now; each provider's package is imported only
    // when its model makes its first request (start-up pays for one provider, not five).
    const auth = (0,model_spec/* providerAuth */.iz)(spec, env);
    const idleMs = (opts.idleTimeoutSeconds ?? DEFAULT_IDLE_SECONDS) * 1000;
    const common = {
        // globalThis.fetch looked up at each call, as the providers do (a test's interceptor may come later).
        fetch: idleFetch(opts.fetch ?? ((input, init) => globalThis.fetch(input, init)), spec.provider, idleMs),
        ...(spec.base_url ? { baseURL: spec.base_url } : {}),
        ...auth,
    };
    const model = () => {
        switch (spec.provider) {
            case "anthropic":
                return __webpack_require__.e(/* import() */ 1836).then(__webpack_require__.bind(__webpack_require__, 1836)).then((m) => m.createAnthropic(common)(spec.name));
            case "openai":
                return __webpack_require__.e(/* import() */ 960).then(__webpack_require__.bind(__webpack_require__, 90960)).then((m) => m.createOpenAI(common)(spec.name));
            case "openai-compatible":
                return __webpack_require__.e(/* import() */ 8905).then(__webpack_require__.bind(__webpack_require__, 88905)).then((m) => m
                    .createOpenAICompatible({
                    ...common,
                    baseURL: spec.base_url,
                    name: "openai-compatible",
                    includeUsage: true,
                })
                    .chatModel(spec.name));
            case "google":
                return __webpack_require__.e(/* import() */ 4383).then(__webpack_require__.bind(__webpack_require__, 44383)).then((m) => m.createGoogleGenerativeAI(common)(spec.name));
            default:
                return __webpack_require__.e(/* import() */ 543).then(__webpack_require__.bind(__webpack_require__, 543)).then((m) => m.createAmazonBedrock(common)(spec.name));
        }
    };
    return createAiSdkModel({
        provider: spec.provider,
        name: spec.name,
        model,
        contextWindow: contextWindowFor(spec),
        ...(spec.max_output_tokens ? { maxOutputTokens: spec.max_output_tokens } : {}),
        costUsd,
        promptCache: spec.provider === "anthropic",
        // Claude is trained on its own text editor tool: offered as the provider-defined tool, run by our engine.
        ...(spec.provider === "anthropic"
            ? {
                providerTools: { str_replace_based_edit_tool: "anthropic.text_editor_20250728" },
            }
            : {}),
        ...(opts.retry ? { retry: opts.retry } : {}),
    });
}
/** Provider packages by provider name, imported on demand (each once; import() caches). */
const PROVIDER_PACKAGES = {
    anthropic: () => __webpack_require__.e(/* import() */ 1836).then(__webpack_require__.bind(__webpack_require__, 1836)),
    openai: () => __webpack_require__.e(/* import() */ 960).then(__webpack_require__.bind(__webpack_require__, 90960)),
    "openai-compatible": () => __webpack_require__.e(/* import() */ 8905).then(__webpack_require__.bind(__webpack_require__, 88905)),
    google: () => __webpack_require__.e(/* import() */ 4383).then(__webpack_require__.bind(__webpack_require__, 44383)),
    bedrock: () => __webpack_require__.e(/* import() */ 543).then(__webpack_require__.bind(__webpack_require__, 543)),
};
/** Starts importing a provider's package in the background, so its first request need not wait for it. */
function preloadProvider(provider) {
    PROVIDER_PACKAGES[provider]?.().catch(() => {
        // the real import at the first request reports the failure
    });
}


/***/ })

};
