export const id = 8599;
export const ids = [8599];
export const modules = {

/***/ 28377:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AQ: () => (/* binding */ ConnectTimeoutError),
/* harmony export */   Bv: () => (/* binding */ FallbackError),
/* harmony export */   U3: () => (/* binding */ describeConnectError),
/* harmony export */   be: () => (/* binding */ stderrTail),
/* harmony export */   cB: () => (/* binding */ McpHubError),
/* harmony export */   ds: () => (/* binding */ withClues),
/* harmony export */   iR: () => (/* binding */ describeCallError),
/* harmony export */   kc: () => (/* binding */ errorText)
/* harmony export */ });
/* harmony import */ var _modelcontextprotocol_sdk_server_auth_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93463);
/* harmony import */ var _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63846);
/* harmony import */ var _config_expand_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(24740);
/* harmony import */ var _transport_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(51816);
/**
 * Turning whatever went wrong with a server into one sentence a user can act
 * on: what happened, which server, what to try. Raw SDK errors ("SSE error:
 * undefined", "MCP error -32000") say none of that.
 */




/** Named error for failures of the hub itself (unknown server, closed hub). */
class McpHubError extends Error {
    code;
    constructor(message, code) {
        super(message);
        this.code = code;
        this.name = "McpHubError";
    }
}
function errorText(error) {
    if (error instanceof Error)
        return error.message;
    return String(error);
}
/** The last few lines of stderr, enough to show the cause without flooding a status line. */
function stderrTail(stderr, maxChars = 1500) {
    const text = (stderr ?? "").trimEnd();
    if (text.length <= maxChars)
        return text;
    return `…${text.slice(text.length - maxChars)}`;
}
function withClues(message, clues) {
    // A hidden path is the cause, whatever the process said: it comes first.
    let out = clues.hidden
        ? `${clues.hidden}: install the server as a package (\`npx -y pkg\`, fetched before the run), or put it in the work tree (${message})`
        : message;
    if (clues.exit)
        out += `; the process ${clues.exit}`;
    if (clues.garbage)
        out += `; it wrote non-JSON to stdout (stdout is reserved for MCP messages): ${clues.garbage}`;
    const tail = stderrTail(clues.stderr);
    if (tail)
        out += `\nstderr:\n${tail}`;
    return out;
}
/** Why connecting failed, with a hint what to change. */
function describeConnectError(error, target) {
    const status = (0,_transport_js__WEBPACK_IMPORTED_MODULE_3__/* .httpStatus */ .nG)(error);
    if (status === 401 || status === 403)
        return `${target.url} answered HTTP ${status} (not authorized); ${target.oauth
            ? "the token Patchbay got was not accepted"
            : `log in once with \`patchbay mcp login ${target.name ?? "SERVER"}\`, or set \`headers\` (e.g. Authorization: "Bearer \${TOKEN}") or \`oauth\` for this server`}`;
    if (error instanceof _modelcontextprotocol_sdk_server_auth_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OAuthError */ .W5)
        return describeOAuthError(error);
    if (error instanceof _config_expand_js__WEBPACK_IMPORTED_MODULE_2__/* .UnsetVariableError */ .q0)
        return `${error.key}: ${error.message}`;
    if (status !== undefined)
        return `${target.url} answered HTTP ${status}: ${trimHttp(errorText(error))}`;
    const code = error instanceof Error && "code" in error ? error.code : undefined;
    if (code === "ENOENT")
        return `command "${target.command}" was not found; install it or fix \`command\` (PATH is searched)`;
    if (code === "EACCES")
        return `command "${target.command}" is not executable`;
    if (code === "ECONNREFUSED" || /ECONNREFUSED|fetch failed/.test(errorText(error)))
        return `nothing answered at ${target.url} (connection refused); is the server running?`;
    if (/Unexpected content type/i.test(errorText(error)))
        return `${target.url} did not answer as an MCP server (${errorText(error)}); check the url`;
    if (error instanceof _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_1__/* .McpError */ .Nh && error.code === _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_1__/* .ErrorCode */ .O4.ConnectionClosed)
        return "the server closed the connection before the handshake finished";
    if (error instanceof SyntaxError)
        return `${target.url} answered something that is not JSON (${errorText(error)}); is it an MCP server? Check the url`;
    return errorText(error);
}
/** An authorization server's OAuth error (RFC 6749 §5.2), with what to check. */
function describeOAuthError(error) {
    const said = `the authorization server answered ${error.errorCode}${error.message ? ` (${error.message})` : ""}`;
    if (error.errorCode === "invalid_client" || error.errorCode === "unauthorized_client")
        return `${said}: check oauth.client_id and oauth.client_secret (or private_key)`;
    if (error.errorCode === "invalid_scope")
        return `${said}: check oauth.scope`;
    return said;
}
/** Why a call failed, for the model and the log. */
function describeCallError(error, timeoutSeconds) {
    if (error instanceof _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_1__/* .McpError */ .Nh) {
        if (error.code === _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_1__/* .ErrorCode */ .O4.RequestTimeout)
            return `no answer within ${timeoutSeconds} s, so the request was cancelled (the limit is the server's \`timeout\` in the config); try a smaller request or go on without this tool`;
        if (error.code === _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_1__/* .ErrorCode */ .O4.ConnectionClosed)
            return "the server closed the connection during the call";
        return `the server answered with error ${error.code}: ${error.message.replace(/^MCP error -?\d+: /, "")}`;
    }
    if (error instanceof Error && (error.name === "AbortError" || /aborted/i.test(error.message)))
        return "the call was cancelled";
    return errorText(error);
}
function trimHttp(message) {
    return message.replace(/^(SSE error: |Streamable HTTP error: )/, "").slice(0, 500);
}
/** Connecting took longer than `connect_timeout`. */
class ConnectTimeoutError extends Error {
    ms;
    constructor(ms) {
        super(`did not finish connecting within ${ms / 1000} s (the server never answered initialize, server/discover or tools/list); raise \`connect_timeout\` if it is just slow`);
        this.ms = ms;
        this.name = "ConnectTimeoutError";
    }
}
/** A url without a type: Streamable HTTP was turned down and the SSE fallback failed too. */
class FallbackError extends Error {
    httpError;
    sseError;
    constructor(httpError, sseError, url) {
        super(`${describeConnectError(httpError, { url })} (tried Streamable HTTP); the SSE fallback failed too: ${describeConnectError(sseError, { url })}`);
        this.httpError = httpError;
        this.sseError = sseError;
        this.name = "FallbackError";
    }
}


/***/ }),

/***/ 16458:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Y: () => (/* binding */ McpHub)
});

// EXTERNAL MODULE: ./src/config/schema.ts + 3 modules
var schema = __webpack_require__(94827);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/sse.js + 1 modules
var sse = __webpack_require__(10053);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/streamableHttp.js + 1 modules
var streamableHttp = __webpack_require__(65939);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/inMemory.js
var inMemory = __webpack_require__(10579);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/index.js + 1 modules
var esm_client = __webpack_require__(53018);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/types.js
var types = __webpack_require__(63846);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
;// CONCATENATED MODULE: ./src/mcp/client-requests.ts
/**
 * What a server may ask of Patchbay (MCP's client features), and Patchbay's
 * answers:
 * - roots: the work tree (the folder the server may consider its workspace);
 * - sampling: the run's model, only for a server with `sampling: true`, through
 *   the run's hook (budget and reporting live there, not here);
 * - elicitation: a person at the terminal, when there is one (an interactive
 *   local run); otherwise declined;
 * - anything else: refused.
 * Every refusal says that Patchbay — not the server — declined, and why, both to
 * the server (in the error it gets) and to the model (in the call's result, via
 * `onDeclined`): a bare "-32601 Method not found" read as the server's failure.
 */


/**
 * Elicitation is always declared: a server that checks the capability would
 * otherwise fail on its own ("client does not support…") and the model would
 * never learn that it was Patchbay's choice. Without a person, the form is
 * declined (a valid answer) and the call's result says why.
 */
function capabilitiesFor(features) {
    return {
        roots: { listChanged: false },
        sampling: features.sampling ? {} : undefined,
        elicitation: { form: { applyDefaults: true } },
    };
}
const NO_ONE = "this run has no one to answer a form (it is not an interactive local run); go on without it, or ask the requester with ask_followup_question";
/** The declining half of an answer: tells the model (via onDeclined) and fails the server's request. */
function decliner(features) {
    return (method, why) => {
        const sentence = `Patchbay declined the server's ${method} request: ${why}`;
        features.onDeclined(sentence);
        throw new types/* McpError */.Nh(types/* ErrorCode */.O4.InvalidRequest, sentence);
    };
}
/** Sampling off for this server: what the server and the model are told. */
const samplingOff = (server) => `sampling is off for MCP server "${server}" (its config would need \`sampling: true\` to let it use the run's model); go on without what the server wanted the model to write`;
/** The work tree (and any other folders) as MCP roots. */
function rootsOf(features) {
    return { roots: features.roots.map((dir) => ({ uri: (0,external_node_url_.pathToFileURL)(dir).href, name: "work tree" })) };
}
/** Elicitation: the person, or a decline the model is told about. */
async function answerElicit(server, features, params) {
    if (features.elicit)
        return features.elicit(server, params);
    features.onDeclined(`Patchbay declined the server's elicitation/create request ("${params.message}"): ${NO_ONE}`);
    return { action: "decline" };
}
/**
 * An accepted form with the defaults of the fields left empty, as declared
 * (`elicitation.form.applyDefaults`). The SDK's Client does this for a
 * server's own requests, with a helper it does not export; a form is flat (a
 * property is a string, number, boolean or enum), so this is all it takes.
 */
function withDefaults(params, result) {
    if (result.action !== "accept" || !("requestedSchema" in params))
        return result;
    const content = { ...result.content };
    for (const [key, field] of Object.entries(params.requestedSchema.properties))
        if (content[key] === undefined && "default" in field && field.default !== undefined)
            content[key] = field.default;
    return { ...result, content };
}
/**
 * One request of a server's, answered: the same answers whether it arrived as
 * a request of its own (the stateful protocol) or inside an InputRequiredResult
 * (the 2026-07-28 multi-round-trip pattern, modern/client.ts). Throws McpError
 * for what Patchbay declines or does not offer.
 */
async function answerServerRequest(server, features, request, signal) {
    const decline = decliner(features);
    switch (request.method) {
        case "roots/list":
            return rootsOf(features);
        case "elicitation/create": {
            const parsed = types/* ElicitRequestSchema */.$9.safeParse(request);
            if (!parsed.success)
                throw new types/* McpError */.Nh(types/* ErrorCode */.O4.InvalidParams, `invalid elicitation/create request: ${parsed.error.message}`);
            return withDefaults(parsed.data.params, await answerElicit(server, features, parsed.data.params));
        }
        case "sampling/createMessage": {
            const sampling = features.sampling;
            if (!sampling)
                return decline(request.method, samplingOff(server));
            const parsed = types/* CreateMessageRequestSchema */.u9.safeParse(request);
            if (!parsed.success)
                throw new types/* McpError */.Nh(types/* ErrorCode */.O4.InvalidParams, `invalid sampling/createMessage request: ${parsed.error.message}`);
            try {
                return await sampling(server, parsed.data.params, signal);
            }
            catch (error) {
                return decline(request.method, error instanceof Error ? error.message : String(error));
            }
        }
        default:
            return decline(request.method, "Patchbay does not offer this to servers");
    }
}
/** Registers the handlers on a client created with capabilitiesFor(features). */
function answerServerRequests(client, server, features) {
    const decline = decliner(features);
    client.setRequestHandler(types/* ListRootsRequestSchema */.WQ, async () => rootsOf(features));
    const sampling = features.sampling;
    if (sampling) {
        client.setRequestHandler(types/* CreateMessageRequestSchema */.u9, async (request, extra) => {
            try {
                return await sampling(server, request.params, extra.signal);
            }
            catch (error) {
                return decline("sampling/createMessage", error instanceof Error ? error.message : String(error));
            }
        });
    }
    client.setRequestHandler(types/* ElicitRequestSchema */.$9, async (request) => answerElicit(server, features, request.params));
    // Requests for features this client did not declare (and any other method).
    client.fallbackRequestHandler = async (request) => {
        switch (request.method) {
            case "sampling/createMessage":
                return decline(request.method, samplingOff(server));
            default:
                return decline(request.method, "Patchbay does not offer this to servers");
        }
    };
}

// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/server/zod-compat.js + 1 modules
var zod_compat = __webpack_require__(94703);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/shared/protocol.js + 1 modules
var protocol = __webpack_require__(7225);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 2 modules
var schemas = __webpack_require__(88343);
;// CONCATENATED MODULE: ./src/mcp/modern/protocol.ts
/**
 * The modern (2026-07-28) MCP wire, as far as Patchbay speaks it: no
 * initialize handshake; every request carries the protocol version, the
 * client's identity and capabilities in `_meta` (and the version in the
 * `MCP-Protocol-Version` header, which the SDK's transport sends once told);
 * `server/discover` says what a server supports; a result may be an
 * InputRequiredResult (multi round-trip requests). The SDK (1.x) has types for
 * the 2025-11-25 revision only, so the few shapes the modern revision adds are
 * declared here, from the specification's schema (schema/2026-07-28/schema.ts:
 * RequestMetaObject, DiscoverResult, InputRequiredResult and its error codes);
 * everything else (tools, resources, prompts, elicitation, sampling) is the
 * same shape as before and uses the SDK's schemas.
 */



/** The modern revisions Patchbay speaks, preferred first. */
const MODERN_VERSIONS = ["2026-07-28"];
/** Error codes the modern revision defines (basic/index#error-codes). */
const ModernErrorCode = {
    HeaderMismatch: -32020,
    MissingRequiredClientCapability: -32021,
    UnsupportedProtocolVersion: -32022,
    MethodNotFound: -32601,
};
/** Methods whose result may be an InputRequiredResult (basic/patterns/mrtr#supported-requests). */
const MRTR_METHODS = new Set(["tools/call", "resources/read", "prompts/get"]);
/** The `_meta` every modern request carries. */
function requestMeta(version, clientInfo, capabilities) {
    return {
        "io.modelcontextprotocol/protocolVersion": version,
        "io.modelcontextprotocol/clientInfo": clientInfo,
        "io.modelcontextprotocol/clientCapabilities": modernCapabilities(capabilities),
    };
}
/**
 * Capabilities in the modern shape: `roots` lost `listChanged` (the
 * notification is gone); the rest is as declared for the stateful protocol.
 */
function modernCapabilities(capabilities) {
    const { roots, ...rest } = capabilities;
    return roots ? { ...rest, roots: {} } : rest;
}
const DiscoverResultSchema = schemas/* looseObject */._H3({
    supportedVersions: schemas/* array */.YOg(schemas/* string */.YjP()),
    capabilities: types/* ServerCapabilitiesSchema */.Vb,
    instructions: schemas/* string */.YjP().optional(),
    _meta: schemas/* looseObject */._H3({
        "io.modelcontextprotocol/serverInfo": schemas/* looseObject */._H3({ name: schemas/* string */.YjP(), version: schemas/* string */.YjP() }).optional(),
    })
        .optional(),
});
/** Any result, as it comes: `resultType` says whether it is final (absent means "complete"). */
const AnyResultSchema = schemas/* looseObject */._H3({ resultType: schemas/* string */.YjP().optional() });
const InputRequiredResultSchema = schemas/* looseObject */._H3({
    resultType: schemas/* literal */.euz("input_required"),
    inputRequests: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* looseObject */._H3({ method: schemas/* string */.YjP(), params: schemas/* unknown */.L5J().optional() })).optional(),
    requestState: schemas/* string */.YjP().optional(),
});
/** A JSON-RPC error the modern revision defines, as a server answers it. */
const modernErrorBody = schemas/* looseObject */._H3({
    error: schemas/* looseObject */._H3({
        code: schemas/* number */.aig(),
        message: schemas/* string */.YjP().optional(),
        data: schemas/* looseObject */._H3({ supported: schemas/* array */.YOg(schemas/* string */.YjP()).optional() }).optional(),
    }),
});
/**
 * The JSON-RPC error inside an HTTP error the SDK's transport threw (it keeps
 * the body after "Error POSTing to endpoint: "), when it is one the modern
 * revision defines: how a modern server says "not like that" (streamable-http
 * #backward-compatibility). Undefined for anything else — a legacy server.
 */
function modernErrorOf(error) {
    if (!(error instanceof streamableHttp/* StreamableHTTPError */.b))
        return undefined;
    const status = error.code ?? 0;
    const body = error.message.slice(error.message.indexOf("{"));
    let parsed;
    try {
        const result = modernErrorBody.safeParse(JSON.parse(body));
        if (!result.success)
            return undefined;
        parsed = result.data;
    }
    catch {
        return undefined;
    }
    const code = parsed.error.code;
    const modern = (status === 400 &&
        (code === ModernErrorCode.UnsupportedProtocolVersion ||
            code === ModernErrorCode.HeaderMismatch ||
            code === ModernErrorCode.MissingRequiredClientCapability)) ||
        (status === 404 && code === ModernErrorCode.MethodNotFound);
    return modern ? { ...parsed.error, status } : undefined;
}

;// CONCATENATED MODULE: ./src/mcp/modern/client.ts
/**
 * A client for servers that speak the modern (2026-07-28) revision over
 * Streamable HTTP, as a dual-era client does it (basic/versioning
 * #backward-compatibility): connecting sends `server/discover` instead of
 * `initialize`; a server that answers it is modern, one that answers with a
 * negotiation error gets the request again at a version both speak, and
 * anything else means a legacy server (LegacyServerError: the caller connects
 * with the SDK's Client and `initialize`).
 *
 * It is the SDK's Client with the handshake left out and three things added,
 * so the hub (listing, tool calls, validators, result limits, OAuth, sessions)
 * uses it exactly like the stateful one:
 * - every request carries the modern `_meta` (version, clientInfo,
 *   capabilities) and the transport sends the matching MCP-Protocol-Version;
 * - a tools/call, resources/read or prompts/get answered with an
 *   InputRequiredResult is answered — elicitation, sampling and roots through
 *   the same answers as a server's own requests (client-requests.ts) — and
 *   sent again with the responses and the server's `requestState`, verbatim,
 *   under a new JSON-RPC id;
 * - the server's capabilities and identity come from `server/discover`.
 */








/** A server that asks for more input this many times on one request is not going anywhere. */
const MAX_ROUNDS = 10;
/** The server did not answer as a modern server: connect with `initialize` instead. */
class LegacyServerError extends Error {
    answer;
    constructor(answer) {
        super(`the server does not speak the 2026-07-28 protocol (${answer instanceof Error ? answer.message : String(answer)})`);
        this.answer = answer;
        this.name = "LegacyServerError";
    }
}
/** A modern server whose protocol versions Patchbay does not speak. */
class VersionMismatchError extends Error {
    constructor(server, supported) {
        super(`MCP server "${server}" speaks MCP ${supported.join(", ") || "(no versions listed)"}; Patchbay speaks ${[...MODERN_VERSIONS, "2025-11-25 and earlier"].join(", ")}. Use a version of the server that supports one of these, or a newer Patchbay`);
        this.name = "VersionMismatchError";
    }
}
/** Versions of the stateful era: a server listing only these is spoken to with initialize. */
const LEGACY_VERSION = /^(2024|2025)-/;
class ModernClient extends esm_client/* Client */.K {
    version = MODERN_VERSIONS[0];
    discovered;
    info;
    opts;
    constructor(info, opts) {
        super(info, opts);
        this.info = info;
        this.opts = opts;
    }
    /** The protocol version in use. */
    get protocolVersion() {
        return this.version;
    }
    /** Wires the transport (the SDK's Protocol.connect: not Client.connect, which sends initialize), then discovers. */
    async connect(transport, options) {
        await protocol/* Protocol */.Zs.prototype.connect.call(this, transport);
        try {
            await this.discover(transport, options);
        }
        catch (error) {
            await this.close().catch(() => { });
            throw error;
        }
    }
    async discover(transport, options) {
        // Two tries are enough for any server: the second uses a version it listed.
        for (let attempt = 0; attempt < 3; attempt++) {
            transport.setProtocolVersion?.(this.version);
            let result;
            try {
                result = await this.request({ method: "server/discover", params: {} }, DiscoverResultSchema, options);
            }
            catch (error) {
                const modern = modernErrorOf(error) ?? (error instanceof types/* McpError */.Nh ? modernJsonRpcError(error) : undefined);
                if (!modern)
                    throw legacyOrFatal(error);
                if (modern.code === ModernErrorCode.UnsupportedProtocolVersion) {
                    this.version = this.pick(modern.data?.supported ?? []);
                    continue;
                }
                if (modern.code === ModernErrorCode.MethodNotFound) {
                    // A modern server without server/discover (which it must have): assume it has tools.
                    this.discovered = { supportedVersions: [this.version], capabilities: { tools: {} } };
                    return;
                }
                throw new Error(`the server refused Patchbay's request (error ${modern.code}: ${modern.message ?? ""})`);
            }
            this.version = result.supportedVersions.includes(this.version)
                ? this.version
                : this.pick(result.supportedVersions);
            this.discovered = result;
            transport.setProtocolVersion?.(this.version);
            return;
        }
        throw new Error(`the server kept refusing protocol version ${this.version}, though it says it supports it`);
    }
    /** A version both speak; legacy-only servers are spoken to with initialize. */
    pick(supported) {
        const mutual = MODERN_VERSIONS.find((v) => supported.includes(v));
        if (mutual)
            return mutual;
        if (supported.some((v) => LEGACY_VERSION.test(v)))
            throw new LegacyServerError(`it supports ${supported.join(", ")}`);
        throw new VersionMismatchError(this.opts.server, supported);
    }
    getServerCapabilities() {
        return this.discovered?.capabilities;
    }
    getServerVersion() {
        const info = this.discovered?._meta?.["io.modelcontextprotocol/serverInfo"];
        return info ? { name: info.name, version: info.version } : undefined;
    }
    getInstructions() {
        return this.discovered?.instructions;
    }
    /** The modern revision defines no client notifications over Streamable HTTP (not even initialized). */
    async notification() { }
    /** Every request with the modern `_meta`; multi-round-trip results answered and the request sent again. */
    async request(request, resultSchema, options) {
        const { _meta: callerMeta, ...base } = (request.params ?? {});
        const meta = {
            ...callerMeta,
            ...requestMeta(this.version, this.info, this.opts.capabilities),
        };
        let extra = {};
        let relisted = false;
        for (let round = 0;; round++) {
            const params = { ...base, ...extra, _meta: meta };
            let raw;
            try {
                raw = await super.request({ method: request.method, params }, AnyResultSchema, options);
            }
            catch (error) {
                const modern = request.method === "server/discover" ? undefined : modernErrorOf(error);
                if (!modern)
                    throw error;
                // The tool's x-mcp-header annotations may have changed since it was listed: list the tools
                // again and send the call once more, with the headers they now ask for (streamable-http#client-behavior).
                const relist = this.opts.relist;
                if (modern.code === ModernErrorCode.HeaderMismatch && request.method === "tools/call" && relist && !relisted) {
                    relisted = true;
                    await relist();
                    round--;
                    continue;
                }
                // Otherwise a modern refusal (a header mismatch, a version the server dropped) as the JSON-RPC error it is.
                throw new types/* McpError */.Nh(modern.code, modern.message ?? "", modern.data);
            }
            const pending = MRTR_METHODS.has(request.method) ? InputRequiredResultSchema.safeParse(raw) : undefined;
            if (!pending?.success)
                return parsed(resultSchema, raw, request.method);
            if (round + 1 >= MAX_ROUNDS)
                throw new types/* McpError */.Nh(types/* ErrorCode */.O4.InternalError, `the server asked for more input ${MAX_ROUNDS} times on one ${request.method} request; Patchbay stopped there`);
            const { inputRequests, requestState } = pending.data;
            // Each round is the original request with this round's answers: nothing carries over from the round before.
            extra = {
                inputResponses: inputRequests ? await this.answer(inputRequests, options?.signal) : undefined,
                requestState,
            };
        }
    }
    async answer(requests, signal) {
        const responses = {};
        // One at a time: a person answers one form after another.
        for (const [key, request] of Object.entries(requests))
            responses[key] = await answerServerRequest(this.opts.server, this.opts.features, request, signal ?? new AbortController().signal);
        return responses;
    }
}
/** The caller's schema applied to the final result, failing as the SDK's own request does. */
function parsed(schema, raw, method) {
    const result = (0,zod_compat/* safeParse */.xL)(schema, raw);
    if (result.success)
        return result.data;
    throw new types/* McpError */.Nh(types/* ErrorCode */.O4.InvalidParams, `invalid ${method} result: ${String(result.error)}`);
}
/** A modern error that came back as a JSON-RPC error in a successful HTTP response. */
function modernJsonRpcError(error) {
    if (error.code !== ModernErrorCode.UnsupportedProtocolVersion)
        return undefined;
    const data = schemas/* looseObject */._H3({ supported: schemas/* array */.YOg(schemas/* string */.YjP()).optional() }).safeParse(error.data);
    return { code: error.code, message: error.message, status: 200, data: data.success ? data.data : undefined };
}
/**
 * What a failed probe means. A server that turns `server/discover` down in any
 * way the modern revision does not define — a 4xx without a modern error body
 * (an SDK server: "Bad Request: Server not initialized", an unknown protocol
 * version), a JSON-RPC error, an answer that is not a discovery result, or not
 * JSON at all — is a legacy server. Not being let in (401/403 after OAuth had
 * its go), OAuth's own failures and the network are the same whatever the era:
 * they are the error.
 */
function legacyOrFatal(error) {
    if (error instanceof LegacyServerError || error instanceof VersionMismatchError)
        return error;
    if (error instanceof streamableHttp/* StreamableHTTPError */.b) {
        const status = error.code ?? 0;
        return status === 401 || status === 403 || status >= 500 ? error : new LegacyServerError(error);
    }
    if (error instanceof types/* McpError */.Nh)
        return error.code === types/* ErrorCode */.O4.RequestTimeout || error.code === types/* ErrorCode */.O4.ConnectionClosed
            ? error
            : new LegacyServerError(error);
    // An answer that is not a discovery result: the SDK's schema check fails with zod's core error.
    if (error instanceof Error && /^\$?ZodError$/.test(error.name))
        return new LegacyServerError(error);
    return error;
}

;// CONCATENATED MODULE: ./src/mcp/client-factory.ts
/**
 * A fresh SDK Client for one connection attempt: the capabilities Patchbay
 * declares, the answers to what a server may ask (client-requests.ts), tool
 * list and log notifications wired to the connection, and the SDK's own schema
 * validation (elicitation results) compiled per schema like the tools'.
 */




const CLIENT_INFO = { name: "patchbay", version: "0.1.0" };
/** What this client offers the server (client-requests.ts): roots, sampling when the server may, elicitation when someone answers. */
function featuresFor(config, opts, onDeclined) {
    return {
        roots: opts.roots ?? [opts.cwd],
        sampling: config.sampling && opts.sampling ? opts.sampling : undefined,
        elicit: opts.elicit,
        onDeclined,
    };
}
function createClient(opts) {
    const capabilities = capabilitiesFor(opts.features);
    const options = { capabilities, jsonSchemaValidator: validatorProvider(opts.compiler) };
    const client = opts.era === "modern"
        ? new ModernClient(CLIENT_INFO, { ...options, server: opts.server, features: opts.features, relist: opts.relist })
        : new esm_client/* Client */.K(CLIENT_INFO, options);
    answerServerRequests(client, opts.server, opts.features);
    client.setNotificationHandler(types/* ToolListChangedNotificationSchema */.fH, () => opts.onToolsChanged());
    client.setNotificationHandler(types/* LoggingMessageNotificationSchema */.B, (n) => {
        const data = n.params.data;
        const text = typeof data === "string" ? data : JSON.stringify(data);
        const logger = n.params.logger ? `${n.params.logger}: ` : "";
        opts.onLog?.({ server: opts.server, level: n.params.level, message: `${logger}${text}`, fromServer: true });
    });
    return client;
}
/** The SDK's validator interface over the compiler: each schema compiled on its own. */
function validatorProvider(compiler) {
    return {
        getValidator(schema) {
            const check = compiler.compile(schema);
            return (input) => {
                const verdict = check(input);
                return verdict.valid
                    ? { valid: true, data: input, errorMessage: undefined }
                    : { valid: false, data: undefined, errorMessage: verdict.errorMessage };
            };
        },
    };
}

// EXTERNAL MODULE: ./src/mcp/errors.ts
var errors = __webpack_require__(28377);
;// CONCATENATED MODULE: ./src/mcp/modern/headers.ts

const SENTINEL = /^=\?base64\?.*\?=$/;
/** A header value: as it is when safe (visible ASCII and inner spaces), else the Base64 sentinel form. */
function headerValue(value) {
    const safe = /^[\x20-\x7e]*$/.test(value) && value === value.trim() && !SENTINEL.test(value);
    return safe ? value : `=?base64?${Buffer.from(value, "utf8").toString("base64")}?=`;
}
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const PRIMITIVE = new Set(["string", "integer", "boolean"]);
const objectSchema = schemas/* looseObject */._H3({ properties: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional() });
/** Annotations reachable through `properties` alone (the only places they may be). */
function annotations(schema, path = []) {
    const found = [];
    const problems = [];
    const parsed = objectSchema.safeParse(schema);
    if (!parsed.success)
        return { found, problems };
    for (const [key, prop] of Object.entries(parsed.data.properties ?? {})) {
        const here = [...path, key];
        const p = schemas/* looseObject */._H3({ "x-mcp-header": schemas/* unknown */.L5J().optional(), type: schemas/* unknown */.L5J().optional() }).safeParse(prop);
        if (!p.success)
            continue;
        const header = p.data["x-mcp-header"];
        if (header !== undefined) {
            const where = `property "${here.join(".")}"`;
            if (typeof header !== "string" || header === "")
                problems.push(`${where}: x-mcp-header is empty`);
            else if (!TOKEN.test(header))
                problems.push(`${where}: x-mcp-header "${header}" is not an HTTP header name`);
            else if (typeof p.data.type !== "string" || !PRIMITIVE.has(p.data.type))
                problems.push(`${where}: x-mcp-header is allowed on string, integer and boolean properties only`);
            else
                found.push({ header, path: here });
        }
        const inner = annotations(prop, here);
        found.push(...inner.found);
        problems.push(...inner.problems);
    }
    return { found, problems };
}
/** Counts every `x-mcp-header` in a schema, wherever it is. */
function countAll(node) {
    if (Array.isArray(node))
        return node.reduce((n, item) => n + countAll(item), 0);
    if (!node || typeof node !== "object")
        return 0;
    return Object.entries(node).reduce((n, [key, value]) => n + (key === "x-mcp-header" ? 1 : 0) + countAll(value), 0);
}
/** Why a tool's `x-mcp-header` annotations are invalid, or undefined when they are fine (or absent). */
function headerProblem(inputSchema) {
    const { found, problems } = annotations(inputSchema);
    const reachable = found.length + problems.length;
    if (countAll(inputSchema) > reachable)
        problems.push("x-mcp-header may only be on properties reached through `properties` (not items, $ref, oneOf, …)");
    const seen = new Set();
    for (const { header } of found) {
        if (seen.has(header.toLowerCase()))
            problems.push(`x-mcp-header "${header}" is used twice`);
        seen.add(header.toLowerCase());
    }
    return problems.length ? problems.join("; ") : undefined;
}
/** The Mcp-Param-* headers for one call's arguments. */
function paramHeaders(inputSchema, args) {
    const headers = {};
    for (const { header, path } of annotations(inputSchema).found) {
        let value = args;
        for (const key of path)
            value = value && typeof value === "object" ? value[key] : undefined;
        if (value === undefined || value === null)
            continue;
        if (typeof value === "string" || typeof value === "number" || typeof value === "boolean")
            headers[`Mcp-Param-${header}`] = headerValue(String(value));
    }
    return headers;
}
const message = schemas/* looseObject */._H3({
    id: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig()]).optional(),
    method: schemas/* string */.YjP(),
    params: schemas/* looseObject */._H3({ name: schemas/* unknown */.L5J().optional(), uri: schemas/* unknown */.L5J().optional(), arguments: schemas/* unknown */.L5J().optional() })
        .optional(),
});
/**
 * A fetch that adds the modern request headers to each POST, from its body;
 * `toolSchema` is the listed tool's inputSchema (for Mcp-Param-*).
 */
function withRequestHeaders(next, toolSchema) {
    return (url, init) => {
        if (init?.method !== "POST" || typeof init.body !== "string")
            return next(url, init);
        let parsed;
        try {
            const result = message.safeParse(JSON.parse(init.body));
            parsed = result.success ? result.data : undefined;
        }
        catch {
            parsed = undefined;
        }
        if (!parsed)
            return next(url, init);
        // The revision has no client notifications over HTTP (not initialized, not cancelled: closing the
        // stream is the cancellation); the SDK's Protocol still sends notifications/cancelled on a timeout.
        if (parsed.id === undefined)
            return Promise.resolve(new Response(null, { status: 202 }));
        const headers = new Headers(init.headers);
        headers.set("Mcp-Method", parsed.method);
        const { method, params } = parsed;
        const name = method === "resources/read"
            ? params?.uri
            : method === "tools/call" || method === "prompts/get"
                ? params?.name
                : undefined;
        if (typeof name === "string")
            headers.set("Mcp-Name", headerValue(name));
        if (method === "tools/call" && typeof name === "string")
            for (const [key, value] of Object.entries(paramHeaders(toolSchema(name), params?.arguments)))
                headers.set(key, value);
        return next(url, { ...init, headers });
    };
}

;// CONCATENATED MODULE: ./src/mcp/listing.ts




/** Guards against a server that hands out cursors forever. */
const MAX_PAGES = 100;
/** Lenient page schemas: the list must be an array; each item is checked separately below. */
const items = schemas/* array */.YOg(schemas/* unknown */.L5J());
const nextCursor = schemas/* string */.YjP().optional();
const toolsPage = schemas/* looseObject */._H3({ tools: items, nextCursor })
    .transform((p) => ({ items: p.tools, nextCursor: p.nextCursor }));
const resourcesPage = schemas/* looseObject */._H3({ resources: items, nextCursor })
    .transform((p) => ({ items: p.resources, nextCursor: p.nextCursor }));
const templatesPage = schemas/* looseObject */._H3({ resourceTemplates: items, nextCursor })
    .transform((p) => ({ items: p.resourceTemplates, nextCursor: p.nextCursor }));
const promptsPage = schemas/* looseObject */._H3({ prompts: items, nextCursor })
    .transform((p) => ({ items: p.prompts, nextCursor: p.nextCursor }));
async function paginate(client, method, schema, options) {
    const all = [];
    let cursor;
    for (let n = 0; n < MAX_PAGES; n++) {
        const result = await client.request({ method, params: cursor ? { cursor } : {} }, schema, options);
        all.push(...result.items);
        if (!result.nextCursor || result.nextCursor === cursor)
            break;
        cursor = result.nextCursor;
    }
    return all;
}
function describe(item, index) {
    const parsed = schemas/* object */.Ikc({ name: schemas/* string */.YjP() }).safeParse(item);
    return parsed.success ? `"${parsed.data.name}"` : `#${index + 1} (no name)`;
}
async function listTools(client, options, context) {
    const raw = await paginate(client, "tools/list", toolsPage, options);
    const items = [];
    const warnings = [];
    const seen = new Set();
    raw.forEach((item, index) => {
        const parsed = types/* ToolSchema */.Dn.safeParse(item);
        if (!parsed.success) {
            const why = parsed.error.issues.map((i) => `${i.path.join(".") || "tool"}: ${i.message}`).join("; ");
            warnings.push(`tool ${describe(item, index)} dropped: invalid definition (${why})`);
            return;
        }
        const def = parsed.data;
        if (seen.has(def.name)) {
            warnings.push(`tool "${def.name}" dropped: listed twice`);
            return;
        }
        // The modern HTTP revision: a tool whose `x-mcp-header` annotations break its rules is dropped (modern/headers.ts).
        const badHeader = client instanceof ModernClient ? headerProblem(def.inputSchema) : undefined;
        if (badHeader) {
            warnings.push(`tool "${def.name}" dropped: ${badHeader}`);
            return;
        }
        const task = def.execution?.taskSupport === "required";
        if (task && !context.tasks) {
            warnings.push(`tool "${def.name}" not offered: it runs only as a task, and the server does not declare tasks for tools/call`);
            return;
        }
        let validate;
        try {
            validate = context.compiler.compile(def.inputSchema);
        }
        catch (error) {
            const why = error instanceof Error ? error.message : String(error);
            warnings.push(`tool "${def.name}" dropped: its inputSchema is not a valid JSON Schema (${why})`);
            return;
        }
        let validateOutput;
        if (def.outputSchema) {
            try {
                validateOutput = context.compiler.compile(def.outputSchema);
            }
            catch (error) {
                const why = error instanceof Error ? error.message : String(error);
                warnings.push(`tool "${def.name}": its outputSchema is not a valid JSON Schema (${why}); its results are not checked`);
            }
        }
        items.push({
            def,
            validate,
            validateOutput,
            task: task ? true : undefined,
        });
        seen.add(def.name);
    });
    return { items, warnings };
}
function validated(raw, schema, what) {
    const items = [];
    const warnings = [];
    raw.forEach((item, index) => {
        const parsed = schema.safeParse(item);
        if (parsed.success)
            items.push(parsed.data);
        else
            warnings.push(`${what} ${describe(item, index)} dropped: ${parsed.error.issues[0]?.message ?? "invalid"}`);
    });
    return { items, warnings };
}
async function listResources(client, options) {
    const raw = await paginate(client, "resources/list", resourcesPage, options);
    return validated(raw, types/* ResourceSchema */.Ox, "resource");
}
async function listResourceTemplates(client, options) {
    const raw = await paginate(client, "resources/templates/list", templatesPage, options);
    return validated(raw, types/* ResourceTemplateSchema */.dM, "resource template");
}
async function listPrompts(client, options) {
    const raw = await paginate(client, "prompts/list", promptsPage, options);
    return validated(raw, types/* PromptSchema */.Uz, "prompt");
}

// EXTERNAL MODULE: ./src/mcp/oversized.ts
var oversized = __webpack_require__(83693);
;// CONCATENATED MODULE: ./src/mcp/bounded-fetch.ts

function boundedFetch(base, limit = oversized/* MESSAGE_LIMIT */.Gy) {
    return async (url, init) => {
        const response = await base(url, init);
        if (response.status !== 200 || !response.body)
            return response;
        const type = (response.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
        let body;
        if (type === "application/json")
            body = response.body.pipeThrough(cappedJson(limit));
        else if (type === "text/event-stream")
            body = response.body.pipeThrough(cappedEvents(limit));
        else
            return response;
        const headers = new Headers(response.headers);
        headers.delete("content-length");
        return new Response(body, { status: response.status, statusText: response.statusText, headers });
    };
}
const encoder = new TextEncoder();
/** A JSON body: passed on whole when within the cap, else replaced by the error response. */
function cappedJson(limit) {
    let chunks = [];
    let bytes = 0;
    let ends;
    return new TransformStream({
        transform(chunk) {
            if (ends)
                return ends.push(Buffer.from(chunk));
            chunks.push(chunk);
            bytes += chunk.length;
            if (bytes <= limit)
                return;
            ends = new oversized/* Ends */.pZ();
            for (const c of chunks)
                ends.push(Buffer.from(c));
            chunks = [];
        },
        flush(controller) {
            if (!ends) {
                for (const c of chunks)
                    controller.enqueue(c);
                return;
            }
            const id = ends.id();
            if (id === undefined)
                throw new Error((0,oversized/* tooLargeText */.jQ)(ends.bytes));
            controller.enqueue(encoder.encode(JSON.stringify((0,oversized/* tooLargeResponse */.xP)(id, ends.bytes))));
        },
    });
}
/**
 * Server-sent events, one event at a time: an event is held until its blank
 * line, then passed on — or, when it went over the cap, replaced by an event
 * carrying the error response (its `id:` line kept, for resumption). A single
 * `data:` line can be the whole 70 MB message, so lines are counted as they
 * stream in, not once they end.
 */
function cappedEvents(limit) {
    let lines = [];
    let held = 0;
    let ends;
    let eventId;
    let lineParts = [];
    let lineBytes = 0;
    /** The rest of this line goes to `ends` (a data line of an oversized event). */
    let streaming = false;
    const isData = (line) => line.subarray(0, 5).toString("latin1") === "data:";
    const content = (line) => line.subarray(line[5] === 0x20 ? 6 : 5);
    const overflow = () => {
        ends = new oversized/* Ends */.pZ();
        for (const l of lines)
            if (isData(l))
                ends.push(content(l));
        lines = [];
        held = 0;
    };
    const feed = (piece) => {
        if (piece.length === 0)
            return;
        if (streaming)
            return ends?.push(piece);
        lineParts.push(piece);
        lineBytes += piece.length;
        if (!ends && held + lineBytes > limit)
            overflow();
        if (ends && lineBytes >= 5) {
            const partial = Buffer.concat(lineParts);
            lineParts = [];
            lineBytes = 0;
            if (isData(partial))
                ends.push(content(partial));
            streaming = true;
        }
    };
    const endEvent = (controller) => {
        if (ends) {
            const id = ends.id();
            if (id !== undefined) {
                const data = JSON.stringify((0,oversized/* tooLargeResponse */.xP)(id, ends.bytes));
                controller.enqueue(encoder.encode(`${eventId ? `${eventId}\n` : ""}event: message\ndata: ${data}\n\n`));
            }
        }
        else if (lines.length) {
            controller.enqueue(Buffer.concat([...lines.flatMap((l) => [l, NEWLINE]), NEWLINE]));
        }
        lines = [];
        held = 0;
        ends = undefined;
        eventId = undefined;
    };
    const endLine = (controller) => {
        if (streaming) {
            streaming = false;
            return;
        }
        let line = lineParts.length === 1 ? lineParts[0] : Buffer.concat(lineParts);
        lineParts = [];
        lineBytes = 0;
        if (line[line.length - 1] === 0x0d)
            line = line.subarray(0, -1);
        if (line.length === 0)
            return endEvent(controller);
        if (line.subarray(0, 3).toString("latin1") === "id:")
            eventId = line.toString("utf8");
        if (ends) {
            if (isData(line))
                ends.push(content(line));
            return;
        }
        lines.push(Buffer.from(line));
        held += line.length;
    };
    return new TransformStream({
        transform(chunk, controller) {
            const buffer = Buffer.from(chunk);
            let start = 0;
            let newline = buffer.indexOf(0x0a, start);
            while (newline !== -1) {
                feed(buffer.subarray(start, newline));
                endLine(controller);
                start = newline + 1;
                newline = buffer.indexOf(0x0a, start);
            }
            feed(buffer.subarray(start));
        },
        flush(controller) {
            if (lineParts.length || streaming)
                endLine(controller);
            endEvent(controller);
        },
    });
}
const NEWLINE = Buffer.from("\n");

// EXTERNAL MODULE: ./src/mcp/oauth/grants.ts
var grants = __webpack_require__(55621);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/mcp/oauth/dpop.ts
/**
 * DPoP (RFC 9449, MCP's SEP-1932): tokens bound to a key Patchbay holds, so a
 * stolen token is useless without it. Used when the authorization server
 * advertises it (`dpop_signing_alg_values_supported` with ES256): every token
 * request carries a proof (the token comes back bound), the token is presented
 * with the `DPoP` scheme and a fresh proof per request (with `ath`, the
 * token's hash), and a server's `use_dpop_nonce` challenge — at the token
 * endpoint (§8) or the MCP server (§9) — is answered once with its nonce.
 *
 * Built on node:crypto (an ES256 key, a JWS by hand: header, claims, P-1363
 * signature); the MCP SDK has no hook for a proof at the token endpoint, and
 * jose would be a dependency for three lines of signing.
 */

const b64url = (data) => Buffer.from(data).toString("base64url");
class DpopKey {
    key;
    publicJwk;
    /** The last nonce each server asked for (by origin). */
    nonces = new Map();
    constructor(key) {
        this.key = key;
        const { kty, crv, x, y } = key.export({ format: "jwk" });
        this.publicJwk = { kty, crv, x, y };
    }
    static create() {
        return new DpopKey((0,external_node_crypto_.generateKeyPairSync)("ec", { namedCurve: "P-256" }).privateKey);
    }
    /** From a private JWK kept with a login (a DPoP-bound refresh token needs its key). */
    static from(jwk) {
        return new DpopKey((0,external_node_crypto_.createPrivateKey)({ key: jwk, format: "jwk" }));
    }
    /** The private key as a JWK, to keep with the login. */
    toJwk() {
        return this.key.export({ format: "jwk" });
    }
    /** A proof for one request (RFC 9449 §4.2): htu without query or fragment. */
    proof(method, url, accessToken) {
        const target = new URL(url);
        const header = { typ: "dpop+jwt", alg: "ES256", jwk: this.publicJwk };
        const nonce = this.nonces.get(target.origin);
        const claims = {
            jti: (0,external_node_crypto_.randomUUID)(),
            htm: method.toUpperCase(),
            htu: `${target.origin}${target.pathname}`,
            iat: Math.floor(Date.now() / 1000),
            ath: accessToken ? b64url((0,external_node_crypto_.createHash)("sha256").update(accessToken).digest()) : undefined,
            nonce: nonce || undefined,
        };
        const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(claims))}`;
        const signature = (0,external_node_crypto_.sign)("sha256", Buffer.from(input), { key: this.key, dsaEncoding: "ieee-p1363" });
        return `${input}.${b64url(signature)}`;
    }
    /**
     * `fetch` with a proof on every request; on a nonce challenge (a 400 with
     * `use_dpop_nonce` from a token endpoint, a 401 naming it from a resource),
     * the nonce is kept and the request sent once more.
     */
    fetch(base, accessToken) {
        return async (url, init) => {
            const href = typeof url === "string" ? url : url.href;
            const send = () => {
                const headers = new Headers(init?.headers);
                const token = accessToken?.();
                if (token)
                    headers.set("Authorization", `DPoP ${token}`);
                headers.set("DPoP", this.proof(init?.method ?? "GET", href, token));
                return base(url, { ...init, headers });
            };
            const response = await send();
            const nonce = response.headers.get("DPoP-Nonce");
            if (!nonce || !(await this.challenged(response)))
                return response;
            this.nonces.set(new URL(href).origin, nonce);
            await response.body?.cancel();
            return send();
        };
    }
    async challenged(response) {
        if (response.status === 401)
            return /use_dpop_nonce/.test(response.headers.get("WWW-Authenticate") ?? "");
        if (response.status !== 400)
            return false;
        const body = await response
            .clone()
            .text()
            .catch(() => "");
        return /"error"\s*:\s*"use_dpop_nonce"/.test(body);
    }
}
/** Whether an authorization server's metadata offers DPoP with the one algorithm Patchbay signs with. */
function offersDpop(metadata) {
    if (typeof metadata !== "object" || metadata === null || !("dpop_signing_alg_values_supported" in metadata))
        return false;
    const algs = metadata.dpop_signing_alg_values_supported;
    return Array.isArray(algs) && algs.includes("ES256");
}

// EXTERNAL MODULE: ./src/mcp/oauth/token-file.ts
var token_file = __webpack_require__(12436);
;// CONCATENATED MODULE: ./src/mcp/oauth/login-provider.ts
/**
 * The authorization-code grant (with PKCE, dynamic client registration or a
 * client ID metadata document or a pre-registered client, scopes from the
 * server's challenge, resource indicators — all done by the MCP SDK's `auth()`)
 * as an OAuthClientProvider: what the SDK asks a client to keep and decide.
 *
 * What it adds to the SDK: the login is kept in a TokenStore (a person's
 * machine) or starts from the config's refresh token (CI); the redirect goes to
 * whoever can authorize (a browser, through `patchbay mcp login`) and, when
 * there is no one, fails with how to log in; and the answer is checked as RFC
 * 9207 and RFC 8414 ask (the `state`, the `iss` parameter, the metadata's
 * issuer), which the SDK leaves to the client.
 */




class LoginRequiredError extends Error {
    server;
    constructor(server) {
        super(`MCP server "${server}" needs an OAuth login: run \`patchbay mcp login ${server}\` on your machine (for CI, add the secret it prints and set oauth.refresh_token)`);
        this.server = server;
        this.name = "LoginRequiredError";
    }
}
class AuthorizationResponseError extends Error {
    name = "AuthorizationResponseError";
}
/** The loopback redirect a login uses when nothing else is known (RFC 8252 §7.3). */
const DEFAULT_REDIRECT = "http://127.0.0.1:8976/callback";
class LoginProvider {
    server;
    serverUrl;
    config;
    hooks;
    login;
    verifier;
    expectedState;
    code;
    seed;
    key;
    constructor(server, serverUrl, config, hooks, stored) {
        this.server = server;
        this.serverUrl = serverUrl;
        this.config = config;
        this.hooks = hooks;
        this.seed = config.refresh_token ? (0,token_file/* tokenFile */.I)(config.refresh_token) : undefined;
        this.login = stored ?? {};
        // CI: the refresh token (or token file) from the config is where the login starts.
        if (this.seed && !this.login.tokens?.refresh_token)
            this.login = {
                ...this.login,
                tokens: { access_token: "", token_type: "Bearer", refresh_token: this.seed.refresh_token },
                savedAt: 0,
            };
        const jwk = this.login.dpopKey ?? this.seed?.dpop_key;
        if (jwk)
            this.key = DpopKey.from(jwk);
    }
    /** The DPoP key, when the authorization server offers DPoP (created at discovery, kept with the login). */
    get dpop() {
        return this.key;
    }
    get redirectUrl() {
        if (this.hooks.redirectUrl)
            return this.hooks.redirectUrl;
        return this.config.callback_port ? `http://127.0.0.1:${this.config.callback_port}/callback` : DEFAULT_REDIRECT;
    }
    get clientMetadataUrl() {
        return this.config.client_metadata_url;
    }
    get clientMetadata() {
        const secret = this.config.client_secret ?? this.seed?.client_secret;
        return {
            client_name: "Patchbay",
            redirect_uris: [this.redirectUrl],
            grant_types: ["authorization_code", "refresh_token"],
            response_types: ["code"],
            token_endpoint_auth_method: secret ? "client_secret_basic" : "none",
            scope: this.config.scope || undefined,
            // SEP-837: a command-line tool is a native application.
            ...{ application_type: "native" },
        };
    }
    /** True when an access token is known and not about to run out. */
    fresh(now = Date.now()) {
        const tokens = this.login.tokens;
        if (!tokens?.access_token)
            return false;
        if (tokens.expires_in === undefined || this.login.savedAt === undefined)
            return true;
        return now < this.login.savedAt + tokens.expires_in * 1000 - 30_000;
    }
    /** Something to start from without a person: tokens, or a refresh token. */
    get hasLogin() {
        return !!(this.login.tokens?.access_token || this.login.tokens?.refresh_token);
    }
    state() {
        this.expectedState = (0,external_node_crypto_.randomBytes)(16).toString("base64url");
        return this.expectedState;
    }
    clientInformation() {
        if (this.login.client)
            return this.login.client;
        const id = this.config.client_id ?? this.seed?.client_id;
        if (!id)
            return undefined;
        const secret = this.config.client_secret ?? this.seed?.client_secret;
        return { client_id: id, client_secret: secret || undefined };
    }
    async saveClientInformation(client) {
        await this.update({ client });
    }
    tokens() {
        return this.login.tokens?.access_token
            ? this.login.tokens
            : this.login.tokens?.refresh_token
                ? this.login.tokens
                : undefined;
    }
    async saveTokens(tokens) {
        await this.update({ tokens, savedAt: Date.now() });
    }
    /** Everything the store holds now (what `mcp login` prints as the CI secret comes from it). */
    current() {
        return this.login;
    }
    async redirectToAuthorization(authorizationUrl) {
        if (!this.hooks.authorize)
            throw new LoginRequiredError(this.server);
        const back = await this.hooks.authorize(authorizationUrl);
        this.code = this.checkCallback(back);
    }
    /** The code the last redirect brought back, once. */
    takeCode() {
        const code = this.code;
        this.code = undefined;
        return code;
    }
    /** RFC 6749 §4.1.2 (state), RFC 9207 (iss): an answer that is not for us is refused. */
    checkCallback(back) {
        const params = back.searchParams;
        const error = params.get("error");
        if (error)
            throw new AuthorizationResponseError(`the authorization server refused the login: ${error}${params.get("error_description") ? ` (${params.get("error_description")})` : ""}`);
        if (this.expectedState !== undefined && params.get("state") !== this.expectedState)
            throw new AuthorizationResponseError("the login's answer carries the wrong state; it was not for this login");
        const issuer = this.login.discovery?.authorizationServerMetadata?.issuer;
        const iss = params.get("iss");
        const required = issSupported.safeParse(this.login.discovery?.authorizationServerMetadata).data
            ?.authorization_response_iss_parameter_supported;
        if (required === true && iss === null)
            throw new AuthorizationResponseError("the authorization server promised an `iss` in its answer and sent none");
        if (iss !== null && issuer !== undefined && iss !== issuer)
            throw new AuthorizationResponseError(`the answer came from issuer ${iss}, not ${issuer}; refused`);
        const code = params.get("code");
        if (!code)
            throw new AuthorizationResponseError("the authorization server's answer has no code");
        return code;
    }
    saveCodeVerifier(codeVerifier) {
        this.verifier = codeVerifier;
    }
    codeVerifier() {
        if (!this.verifier)
            throw new Error("no PKCE code verifier was saved for this login");
        return this.verifier;
    }
    /** RFC 8414 §3.3: metadata whose issuer is not the URL it was found under is not used. */
    async saveDiscoveryState(state) {
        const issuer = state.authorizationServerMetadata?.issuer;
        if (issuer !== undefined && !sameIssuer(issuer, state.authorizationServerUrl))
            throw new AuthorizationResponseError(`the authorization server at ${state.authorizationServerUrl} publishes metadata for issuer ${issuer}; refused (RFC 8414 §3.3)`);
        // A refresh token from the config is for this authorization server: say so, as the SDK stamps what it saves.
        const tokens = this.login.tokens;
        const stamp = tokens && tokens.issuer == null ? { tokens: { ...tokens, issuer: String(state.authorizationServerUrl) } } : {};
        if (!this.key && offersDpop(state.authorizationServerMetadata))
            this.key = DpopKey.create();
        await this.update({ discovery: state, ...stamp, dpopKey: this.key?.toJwk() ?? this.login.dpopKey });
    }
    discoveryState() {
        return this.login.discovery;
    }
    async invalidateCredentials(scope) {
        if (scope === "verifier")
            this.verifier = undefined;
        const next = { ...this.login };
        if (scope === "all" || scope === "tokens")
            delete next.tokens;
        if (scope === "all" || scope === "client")
            delete next.client;
        if (scope === "all" || scope === "discovery")
            delete next.discovery;
        this.login = next;
        await this.hooks.store?.save(this.serverUrl, next);
    }
    async update(part) {
        this.login = { ...this.login, ...part };
        await this.hooks.store?.save(this.serverUrl, this.login);
    }
}
/** RFC 9207's metadata flag (the SDK's metadata type does not name it; its schema keeps unknown keys). */
const issSupported = schemas/* looseObject */._H3({ authorization_response_iss_parameter_supported: schemas/* boolean */.zMY().optional() });
/** Identical, but for the trailing "/" a URL parser adds to a bare origin. */
function sameIssuer(a, b) {
    return a === b || a === `${b}/` || `${a}/` === b;
}

// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/auth.js + 4 modules
var auth = __webpack_require__(54698);
;// CONCATENATED MODULE: ./src/mcp/oauth/oauth-fetch.ts
/**
 * OAuth around a remote server's fetch: every request carries the access token;
 * a 401 (or a 403 asking for more scope, SEP-835 step-up) runs the SDK's
 * `auth()` — discovery, registration, refresh, or a new authorization — and the
 * request is sent once more. Logins and refreshes are shared by concurrent
 * requests. When the login's access token is about to run out it is renewed
 * before the request, not after a refusal.
 *
 * Why a fetch wrapper and not the transport's `authProvider`: the SDK's
 * transports end a request with UnauthorizedError when `auth()` needs a
 * redirect, and expect the application to call finishAuth() and reconnect.
 * Here the redirect's answer (the browser's, through `patchbay mcp login`) is
 * awaited in place, so a login or a step-up in the middle of a call is
 * invisible to the call — the way the conformance suite's reference client
 * does it.
 */


class RefreshFailedError extends Error {
    name = "RefreshFailedError";
}
function oauthFetch(opts) {
    const { provider, serverUrl, server } = opts;
    const login = provider instanceof LoginProvider ? provider : undefined;
    let refreshTrouble;
    // Token requests that fail are remembered: a refused refresh explains what follows.
    const tracked = async (url, init) => {
        const body = typeof init?.body === "string" ? init.body : init?.body instanceof URLSearchParams ? init.body.toString() : "";
        // A token request carries a DPoP proof when the authorization server offers DPoP: the token comes back bound.
        const key = login?.dpop;
        const response = key && /grant_type=/.test(body) ? await key.fetch(opts.base)(url, init) : await opts.base(url, init);
        if (!response.ok && /grant_type=refresh_token/.test(body))
            refreshTrouble = { status: response.status, text: (await response.clone().text()).slice(0, 300) };
        return response;
    };
    let running;
    const authorize = (params) => {
        running ??= (async () => {
            try {
                let result = await (0,auth/* auth */.j2)(provider, { serverUrl, ...params, fetchFn: tracked });
                if (result === "REDIRECT") {
                    const authorizationCode = login?.takeCode();
                    if (!authorizationCode)
                        throw new LoginRequiredError(server);
                    result = await (0,auth/* auth */.j2)(provider, { serverUrl, ...params, authorizationCode, fetchFn: tracked });
                }
            }
            catch (error) {
                throw explain(error, server, refreshTrouble);
            }
        })().finally(() => {
            running = undefined;
        });
        return running;
    };
    return async (url, init) => {
        if (login && !login.fresh() && login.hasLogin)
            await authorize({});
        const send = async () => {
            const headers = new Headers(init?.headers);
            const tokens = await provider.tokens();
            const token = tokens?.access_token;
            for (const value of [token, tokens?.refresh_token])
                if (value)
                    opts.secret?.(value);
            // A DPoP-bound token goes with the DPoP scheme and a fresh proof for this request.
            const key = login?.dpop;
            if (token && key && tokens?.token_type?.toLowerCase() === "dpop")
                return key.fetch(opts.next, () => token)(url, { ...init, headers });
            if (token)
                headers.set("Authorization", `Bearer ${token}`);
            return opts.next(url, { ...init, headers });
        };
        const response = await send();
        const challenge = response.status === 401 || response.status === 403 ? (0,auth/* extractWWWAuthenticateParams */.eH)(response) : undefined;
        if (!challenge || (response.status === 403 && challenge.error !== "insufficient_scope"))
            return response;
        await response.body?.cancel();
        // Discovery again: the server may now name another authorization server (SEP-2352); the
        // SDK then registers anew, as the credentials it keeps are bound to the old one.
        if (response.status === 401)
            await provider.invalidateCredentials?.("discovery");
        const prior = (await provider.tokens())?.scope;
        const scope = union(prior, challenge.scope);
        await authorize({
            resourceMetadataUrl: challenge.resourceMetadataUrl,
            scope: scope || undefined,
        });
        // Once: a server that refuses the new token too gets its answer through (no loop).
        return send();
    };
}
/** SEP-2350: asking for more scope keeps what was granted before. */
function union(prior, challenged) {
    const all = new Set([...(prior?.split(" ") ?? []), ...(challenged?.split(" ") ?? [])].filter(Boolean));
    return all.size ? [...all].join(" ") : undefined;
}
function explain(error, server, refresh) {
    if (!(error instanceof LoginRequiredError) || !refresh)
        return error;
    const refused = refresh.status === 400 || refresh.status === 401;
    const said = refresh.text ? `: ${refresh.text}` : "";
    return new RefreshFailedError(refused
        ? `MCP server "${server}": its authorization server refused the refresh token (HTTP ${refresh.status}${said}) — it expired or was revoked; run \`patchbay mcp login ${server}\` again and update the secret it prints`
        : `MCP server "${server}": its token endpoint failed to refresh the login (HTTP ${refresh.status}${said}); try again later, or run \`patchbay mcp login ${server}\` again`);
}

// EXTERNAL MODULE: ./src/mcp/transport.ts + 1 modules
var mcp_transport = __webpack_require__(51816);
;// CONCATENATED MODULE: ./src/mcp/open-remote.ts








/** Attaches over the first transport and lifecycle that work; returns what it settled on. */
async function openRemote(name, config, kind, opts, attach, modern) {
    const fetchFn = await remoteFetch(name, config, opts);
    if (kind !== "sse" && modern.known !== "legacy") {
        try {
            const headed = withRequestHeaders(fetchFn, modern.toolSchema);
            await attach((0,mcp_transport/* createRemoteTransport */.Ul)(config, "http", headed), "modern");
            return { kind: "http", era: "modern" };
        }
        catch (error) {
            if (!(error instanceof LegacyServerError))
                throw error;
            opts.onLog?.({
                server: name,
                level: "debug",
                message: `MCP server "${name}": ${error.message}; using initialize`,
            });
        }
    }
    const first = kind === "sse" ? "sse" : "http";
    try {
        await attach((0,mcp_transport/* createRemoteTransport */.Ul)(config, first, fetchFn), "legacy");
    }
    catch (error) {
        if (kind !== "auto" || !(0,mcp_transport/* shouldFallBackToSse */.ez)(error))
            throw error;
        try {
            await attach((0,mcp_transport/* createRemoteTransport */.Ul)(config, "sse", fetchFn), "legacy");
        }
        catch (sseError) {
            throw new errors/* FallbackError */.Bv(error, sseError, config.url);
        }
        return { kind: "sse", era: "legacy" };
    }
    return { kind: first, era: "legacy" };
}
/** The fetch a remote server's transport uses: capped, and with OAuth when the server has a way to log in. */
async function remoteFetch(name, config, opts) {
    const base = opts.fetch ?? ((url, init) => fetch(url, init));
    const capped = boundedFetch(base);
    if (!config.url)
        return capped;
    const serverUrl = new URL(config.url);
    const oauth = config.oauth;
    if (oauth && (0,grants/* grantOf */.o)(oauth) !== "authorization_code")
        return oauthFetch({
            server: name,
            serverUrl,
            provider: await (0,grants/* machineProvider */.T)(name, serverUrl, oauth, base),
            base,
            next: capped,
            secret: opts.oauth?.secret,
        });
    const hooks = opts.oauth ?? {};
    const stored = await hooks.store?.load(serverUrl.href);
    if (!oauth && !stored && !hooks.authorize)
        return capped;
    const provider = new LoginProvider(name, serverUrl.href, oauth ?? {}, hooks, stored);
    return oauthFetch({
        server: name,
        serverUrl,
        provider,
        base,
        next: capped,
        secret: hooks.secret,
    });
}

;// CONCATENATED MODULE: ./src/mcp/restart-budget.ts
/**
 * How often a dropped MCP server is restarted: a bounded number of times in a
 * row, with exponential backoff between tries, and the full budget back once
 * the server has stayed up for a while — one crash an hour is not a crash loop.
 */
const DEFAULT_RESTART = { maxAttempts: 3, baseDelayMs: 500 };
/** A server that stayed up this long gets its full restart budget back. */
const STABLE_MS = 60_000;
class RestartBudget {
    limits;
    /** Restarts over the connection's life (reported). */
    total = 0;
    /** Restarts since the server last stayed up for STABLE_MS (bounded by maxAttempts). */
    inARow = 0;
    connectedAt = 0;
    constructor(limits = DEFAULT_RESTART) {
        this.limits = limits;
    }
    /** The server is up: the clock towards a full budget starts. */
    connected() {
        this.connectedAt = Date.now();
    }
    /** The server dropped: refill the budget if it had stayed up long enough; true while restarts remain. */
    dropped() {
        if (Date.now() - this.connectedAt >= STABLE_MS)
            this.inARow = 0;
        return this.left();
    }
    left() {
        return this.inARow < this.limits.maxAttempts;
    }
    /** Waits out the backoff before the next restart, and counts it. */
    async next() {
        await new Promise((r) => setTimeout(r, this.limits.baseDelayMs * 2 ** this.inARow).unref());
        this.inARow++;
        this.total++;
    }
}

;// CONCATENATED MODULE: ./src/mcp/result.ts
const DEFAULT_LIMITS = { maxChars: 50_000, maxImageChars: 4 * 1024 * 1024 };
/** Cuts `text` to `max` characters, head and tail kept, with a note saying how much went. */
function capText(text, max) {
    return capJoined([text], max);
}
/**
 * `parts.join("\n")` cut to `max` characters as capText would cut it, without
 * building the whole joined string first: a 50 MB result is read from its ends.
 */
function capJoined(parts, max) {
    const total = parts.reduce((n, p) => n + p.length, 0) + Math.max(0, parts.length - 1);
    if (total <= max)
        return parts.join("\n");
    const half = Math.floor(max / 2);
    const joined = (from, to) => {
        let out = "";
        let at = 0;
        parts.forEach((part, i) => {
            const piece = i < parts.length - 1 ? [part, "\n"] : [part];
            for (const chunk of piece) {
                const start = Math.max(from, at);
                const end = Math.min(to, at + chunk.length);
                if (start < end)
                    out += chunk.slice(start - at, end - at);
                at += chunk.length;
            }
        });
        return out;
    };
    const cut = total - 2 * half;
    return `${joined(0, half)}\n[… ${cut} characters cut from the middle of a ${total}-character result …]\n${joined(total - half, total)}`;
}
function bytesOfBase64(data) {
    return Math.floor((data.length * 3) / 4);
}
/** Media types whose bytes are text a model reads, whatever a server sends them as (a blob or text). */
const TEXT_TYPES = /^(text\/|application\/(json|xml|yaml|x-yaml|javascript|x-sh|toml|sql|graphql)\b|application\/[\w.+-]+\+(json|xml)\b)/i;
/**
 * A blob whose media type is text, decoded — or undefined when it is binary (or
 * not valid UTF-8 after all). Only the head is decoded: the result is cut to the
 * model's limit anyway, and a 50 MB blob must not become a 100 MB string first.
 */
function textOfBlob(blob, mimeType, maxChars) {
    if (!mimeType || !TEXT_TYPES.test(mimeType))
        return undefined;
    // maxChars characters are at most 4 bytes each; 3 bytes are 4 base64 characters.
    const headChars = Math.min(blob.length, Math.ceil((maxChars * 4) / 3) * 4);
    const bytes = Buffer.from(blob.slice(0, headChars), "base64");
    let text;
    try {
        text = new TextDecoder("utf-8", { fatal: true }).decode(headChars < blob.length ? trimPartial(bytes) : bytes);
    }
    catch {
        return undefined;
    }
    return headChars < blob.length ? `${text}\n[… ${bytesOfBase64(blob)} bytes in all; the rest is not shown …]` : text;
}
/** Drops a UTF-8 sequence cut in half at the end. */
function trimPartial(bytes) {
    let end = bytes.length;
    let back = 0;
    while (end - back - 1 >= 0 && back < 4 && ((bytes[end - back - 1] ?? 0) & 0xc0) === 0x80)
        back++;
    const lead = bytes[end - back - 1];
    if (lead !== undefined && lead >= 0xc0)
        end = end - back - 1;
    return bytes.subarray(0, end);
}
function describePart(part, images, budget, maxChars) {
    switch (part.type) {
        case "text":
            return part.text;
        case "image":
            if (part.data.length <= budget.imageChars) {
                budget.imageChars -= part.data.length;
                images.push({ data: part.data, mimeType: part.mimeType });
                return `[image ${images.length}: ${part.mimeType}, ${bytesOfBase64(part.data)} bytes]`;
            }
            return `[image not shown: ${part.mimeType}, ${bytesOfBase64(part.data)} bytes is over the size limit]`;
        case "audio":
            return `[audio not shown: ${part.mimeType}, ${bytesOfBase64(part.data)} bytes]`;
        case "resource_link":
            return `[resource link: ${part.uri}${part.name ? ` (${part.name})` : ""}${part.mimeType ? `, ${part.mimeType}` : ""}]`;
        case "resource": {
            const r = part.resource;
            const head = `[resource ${r.uri}${r.mimeType ? `, ${r.mimeType}` : ""}]`;
            if ("text" in r)
                return `${head}\n${r.text}`;
            const text = textOfBlob(r.blob, r.mimeType, maxChars);
            if (text !== undefined)
                return `${head}\n${text}`;
            return `[resource ${r.uri}: ${r.mimeType ?? "binary"}, ${bytesOfBase64(r.blob)} bytes, not shown]`;
        }
    }
}
/** A tools/call result as the model sees it; `isError` becomes ok=false naming the server and tool. */
function normalizeCallResult(result, where, limits = DEFAULT_LIMITS) {
    const images = [];
    const budget = { imageChars: limits.maxImageChars };
    let parts = result.content.map((part) => describePart(part, images, budget, limits.maxChars));
    if (parts.length === 0 && result.structuredContent !== undefined)
        parts = [JSON.stringify(result.structuredContent)];
    const empty = parts.every((p) => p === "");
    if (result.isError)
        parts = [
            `MCP tool "${where.tool}" on server "${where.server}" reported an error:`,
            ...(empty ? ["(no details given)"] : parts),
        ];
    else if (empty)
        parts = ["(the tool returned no content)"];
    // Cut from the parts' ends, not from one joined copy of a result that may be megabytes.
    return {
        ok: !result.isError,
        content: capJoined(parts, limits.maxChars),
        images: images.length ? images : undefined,
    };
}
/** A resources/read result as text for access_mcp_resource. */
function normalizeReadResult(result, where, limits = DEFAULT_LIMITS) {
    const parts = result.contents.map((c) => {
        const label = (text) => (result.contents.length > 1 ? `[${c.uri}]\n${text}` : text);
        if ("text" in c)
            return label(c.text);
        const text = textOfBlob(c.blob, c.mimeType, limits.maxChars);
        if (text !== undefined)
            return label(text);
        return `[${c.uri}: ${c.mimeType ?? "binary"}, ${bytesOfBase64(c.blob)} bytes of binary, not shown]`;
    });
    if (parts.every((p) => p === ""))
        return { ok: true, content: `(resource ${where.uri} on server "${where.server}" is empty)` };
    return { ok: true, content: capJoined(parts, limits.maxChars) };
}
/** A thrown error (timeout, crash, protocol error) as a result the model can act on. */
function errorResult(message, where) {
    return { ok: false, content: `MCP tool "${where.tool}" on server "${where.server}" failed: ${message}` };
}

;// CONCATENATED MODULE: ./src/mcp/signals.ts
/** Per-request plumbing for SDK calls: a disposable abort signal and progress text. */
/**
 * A signal for one request, following `outer`. The SDK adds an abort listener
 * to the signal of every request and never removes it; handing it the
 * session's long-lived signal would pile up one listener per call.
 */
function perCallSignal(outer) {
    const controller = new AbortController();
    if (!outer)
        return { signal: controller.signal, dispose: () => { } };
    const forward = () => controller.abort(outer.reason);
    if (outer.aborted)
        forward();
    else
        outer.addEventListener("abort", forward, { once: true });
    return { signal: controller.signal, dispose: () => outer.removeEventListener("abort", forward) };
}
function progressText(p) {
    const amount = p.total ? `${p.progress}/${p.total}` : `${p.progress}`;
    return p.message ? `${p.message} (${amount})` : `progress ${amount}`;
}

;// CONCATENATED MODULE: ./src/mcp/server-content.ts





class ServerContent {
    session;
    constructor(session) {
        this.session = session;
    }
    get options() {
        return { timeout: this.session.timeoutSeconds() * 1000 };
    }
    async listResources() {
        if (!this.session.connected()?.getServerCapabilities()?.resources)
            return { resources: [], templates: [], warnings: [] };
        const [resources, templates] = await Promise.all([
            this.session.run((client) => listResources(client, this.options)),
            this.session
                .run((client) => listResourceTemplates(client, this.options))
                .catch((error) => ({
                items: [],
                warnings: [`listing resource templates failed: ${(0,errors/* errorText */.kc)(error)}`],
            })),
        ]);
        return {
            resources: resources.items,
            templates: templates.items,
            warnings: [...resources.warnings, ...templates.warnings],
        };
    }
    async readResource(uri, signal) {
        const { name } = this.session;
        if (!this.session.connected())
            return { ok: false, content: `MCP server "${name}" is ${this.session.state()}; cannot read ${uri}` };
        const call = perCallSignal(signal);
        try {
            const result = await this.session.run((client) => client.request({ method: "resources/read", params: { uri } }, types/* ReadResourceResultSchema */.ve, {
                ...this.options,
                signal: call.signal,
            }));
            return normalizeReadResult(result, { server: name, uri });
        }
        catch (error) {
            return {
                ok: false,
                content: `reading resource ${uri} from MCP server "${name}" failed: ${(0,errors/* describeCallError */.iR)(error, this.session.timeoutSeconds())}`,
            };
        }
        finally {
            call.dispose();
        }
    }
    async listPrompts() {
        if (!this.session.connected()?.getServerCapabilities()?.prompts)
            return { prompts: [], warnings: [] };
        const listing = await this.session.run((client) => listPrompts(client, this.options));
        return { prompts: listing.items, warnings: listing.warnings };
    }
    /** prompts/get; throws with the server's reason (a missing argument, an unknown prompt). */
    async getPrompt(name, args) {
        return this.session.run((client) => client.request({ method: "prompts/get", params: { name, arguments: args } }, types/* GetPromptResultSchema */.HM, this.options));
    }
}

;// CONCATENATED MODULE: ./src/mcp/session.ts

function sessionGone(error) {
    if (!(error instanceof streamableHttp/* StreamableHTTPError */.b))
        return false;
    if (error.code === 404)
        return true;
    return error.code === 400 && /session/i.test(error.message);
}
/**
 * Runs requests on the connected client; when a Streamable HTTP server says our
 * session is gone (it restarted), opens a new session — initialize again, as the
 * spec requires — and runs the request once more. The server had not handled
 * the first one (it did not know the session), so running it again is safe.
 */
class SessionKeeper {
    host;
    renewing;
    constructor(host) {
        this.host = host;
    }
    async run(fn) {
        if (this.renewing)
            await this.renewing;
        const client = this.host.current();
        if (!client)
            throw new Error(this.host.why());
        try {
            return await fn(client);
        }
        catch (error) {
            // Our session gone — said by this request, or noticed meanwhile (the GET stream's 404 renews it
            // and closes the old client under this request): either way the server did not handle it.
            const renewedMeanwhile = this.host.current() !== client || this.renewing !== undefined;
            if (!(this.host.http() && (sessionGone(error) || renewedMeanwhile)))
                throw error;
            await this.renew(client);
            const renewed = this.host.current();
            if (!renewed)
                throw new Error(this.host.why());
            return fn(renewed);
        }
    }
    /** A new session, once however many requests noticed the old one was gone. */
    renew(stale) {
        if (this.host.current() !== stale)
            return this.renewing ?? Promise.resolve();
        this.renewing ??= this.host.reopen(stale).finally(() => {
            this.renewing = undefined;
        });
        return this.renewing;
    }
}

;// CONCATENATED MODULE: ./src/mcp/tool-call.ts



async function requestToolCall(client, listed, args, opts) {
    const params = { name: listed.def.name, arguments: args };
    const options = {
        signal: opts.signal,
        timeout: opts.timeoutMs,
        resetTimeoutOnProgress: true,
        // Always asked for, so progress notifications keep a long call alive.
        onprogress: (p) => opts.progress?.(progressText(p)),
    };
    if (!listed.task)
        return client.request({ method: "tools/call", params }, types/* CallToolResultSchema */.TF, options);
    return callAsTask(client, params, opts, options);
}
/** tools/call as a task: the whole life of the task stays within the call's timeout. */
async function callAsTask(client, params, opts, options) {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new types/* McpError */.Nh(types/* ErrorCode */.O4.RequestTimeout, "Request timed out")), opts.timeoutMs);
    const signal = AbortSignal.any([opts.signal, deadline.signal]);
    let taskId;
    try {
        const stream = client.experimental.tasks.requestStream({ method: "tools/call", params }, types/* CallToolResultSchema */.TF, {
            ...options,
            signal,
            task: {},
        });
        for await (const message of stream) {
            if (message.type === "taskCreated")
                taskId = message.task.taskId;
            else if (message.type === "taskStatus") {
                if (message.task.statusMessage)
                    opts.progress?.(message.task.statusMessage);
            }
            else if (message.type === "result")
                return message.result;
            else if (message.type === "error")
                throw signal.aborted ? signal.reason : message.error;
        }
        throw new types/* McpError */.Nh(types/* ErrorCode */.O4.InternalError, "the task ended without a result");
    }
    catch (error) {
        // Out of time or stopped: the server is told to stop the task too.
        if (taskId && signal.aborted)
            await client.experimental.tasks.cancelTask(taskId, { timeout: 5000 }).catch(() => undefined);
        throw error;
    }
    finally {
        clearTimeout(timer);
    }
}
/**
 * The result as the model sees it. A tool with an outputSchema must return
 * structuredContent that matches it; if it does not, the model is told where it
 * does not, and still sees what the tool wrote.
 */
function resultFor(listed, result, where) {
    const normalized = normalizeCallResult(result, where);
    const check = listed.validateOutput;
    if (!check || result.isError)
        return normalized;
    const problem = result.structuredContent === undefined
        ? "returned no structuredContent, though it declares an outputSchema"
        : (() => {
            const verdict = check(result.structuredContent);
            return verdict.valid
                ? undefined
                : `returned structuredContent that does not match its outputSchema: ${verdict.errorMessage}`;
        })();
    if (!problem)
        return normalized;
    return {
        ok: false,
        content: `MCP tool "${where.tool}" on server "${where.server}" ${problem}. Its result is not reliable; what it returned:\n${normalized.content}`,
        images: normalized.images,
    };
}
/** A call to a server that is not connected: why, and whether to try again. */
function unavailable(where, state, error) {
    const why = state === "connecting"
        ? "the server is (re)starting; try again shortly"
        : `the server is ${state}${error ? `: ${error}` : ""}`;
    return errorResult(`tool unavailable, ${why}`, where);
}
/** A call's result with what Patchbay declined on its behalf appended, so the model knows who refused. */
function withNotes(result, declined) {
    if (declined.length === 0)
        return result;
    return { ...result, content: `${result.content}\n\n(${[...new Set(declined)].join("\n")})` };
}

// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var dist_ajv = __webpack_require__(42463);
// EXTERNAL MODULE: ./node_modules/ajv/dist/2019.js
var _2019 = __webpack_require__(60878);
// EXTERNAL MODULE: ./node_modules/ajv/dist/2020.js
var _2020 = __webpack_require__(52210);
// EXTERNAL MODULE: ./node_modules/ajv-formats/dist/index.js
var dist = __webpack_require__(82815);
var dist_default = /*#__PURE__*/__webpack_require__.n(dist);
;// CONCATENATED MODULE: ./src/mcp/tool-schemas.ts
/**
 * Validators for a tool's inputSchema and outputSchema, one compiled from each
 * tool's own schema. The SDK's AjvJsonSchemaValidator shares one Ajv whose
 * cache is keyed by `$id`: two tools whose schemas share an `$id` (common when
 * a server generates them from one template) got one validator between them, so
 * a valid call was refused and an invalid one sent. Here every compiled schema
 * is taken out of Ajv's registry again right after compiling, so the next
 * schema with that `$id` is compiled from its own keywords.
 *
 * The dialect follows `$schema`: 2020-12 (MCP's default since 2025-11-25, and
 * what a schema without `$schema` means), 2019-09, or draft-07 (what most
 * servers generated with zod-to-json-schema say). Formats are checked
 * (ajv-formats); one Ajv cannot know is accepted, and Ajv's console notes about
 * it go to the hub's debug log instead of stderr.
 */




// ajv-formats is CommonJS; its default export arrives wrapped under some bundlers.
const addFormats = ((dist_default())["default"] ?? (dist_default()));
function dialectOf(schema) {
    const declared = typeof schema === "object" && schema !== null && "$schema" in schema ? String(schema.$schema) : "";
    if (declared.includes("2019-09"))
        return "2019-09";
    if (/draft-0[4-7]/.test(declared))
        return "draft-07";
    return "2020-12";
}
/**
 * One Ajv per dialect, created on first use (nothing at import time). `debug`
 * receives Ajv's own notes (unknown formats, ignored keywords) — one line per
 * distinct note, however many tools repeat it.
 */
class ToolSchemaCompiler {
    debug;
    instances = new Map();
    noted = new Set();
    constructor(debug = () => { }) {
        this.debug = debug;
    }
    ajv(dialect) {
        let ajv = this.instances.get(dialect);
        if (ajv)
            return ajv;
        ajv = this.fresh(dialect);
        this.instances.set(dialect, ajv);
        return ajv;
    }
    fresh(dialect) {
        const note = (...args) => {
            const text = args.map(String).join(" ");
            if (this.noted.has(text))
                return;
            this.noted.add(text);
            this.debug(`JSON Schema: ${text}`);
        };
        const options = {
            strict: false,
            allErrors: true,
            validateFormats: true,
            // A schema's `$ref` to a network URI is never fetched (there is no loadSchema): it stays unresolved.
            logger: { log: note, warn: note, error: note },
        };
        const ajv = dialect === "2020-12" ? new _2020.Ajv2020(options) : dialect === "2019-09" ? new _2019.Ajv2019(options) : new dist_ajv.Ajv(options);
        addFormats(ajv);
        return ajv;
    }
    /** Compiles `schema` on its own; throws when it is not a usable JSON Schema. */
    compile(schema) {
        const dialect = dialectOf(schema);
        let validate;
        try {
            validate = this.compileIn(this.ajv(dialect), schema);
        }
        catch (error) {
            // A `$id` Ajv cannot take (nested ids clashing with an earlier tool's, "urn:x"): the
            // schema's keywords still hold without it, compiled in an instance of its own.
            if (!("$id" in schema))
                throw error;
            const { $id: _id, ...rest } = schema;
            validate = this.compileIn(this.fresh(dialect), rest);
            this.debug(`JSON Schema: its $id was set aside (${error instanceof Error ? error.message : String(error)})`);
        }
        return (value) => (validate(value) ? { valid: true } : { valid: false, errorMessage: tool_schemas_describe(validate.errors) });
    }
    compileIn(ajv, schema) {
        try {
            return ajv.compile(schema);
        }
        finally {
            // Out of the registry again (by object and by $id), so the next schema with this $id is its own.
            ajv.removeSchema(schema);
        }
    }
}
function tool_schemas_describe(errors) {
    const lines = (errors ?? []).slice(0, 10).map((e) => {
        const where = e.instancePath || "(top level)";
        const extra = e.keyword === "additionalProperties"
            ? ` (${String(e.params.additionalProperty)})`
            : e.keyword === "enum"
                ? ` (${JSON.stringify(e.params.allowedValues)})`
                : "";
        return `${where} ${e.message ?? e.keyword}${extra}`;
    });
    return lines.join("; ") || "invalid";
}

;// CONCATENATED MODULE: ./src/mcp/connection.ts















class McpConnection {
    name;
    config;
    opts;
    inProcess;
    unstartable;
    state;
    kind;
    error;
    connectMs;
    client;
    stdio;
    http;
    server;
    listed = [];
    warnings = [];
    budget;
    compiler;
    /** The server's resources, resource templates and prompts, through the same session handling as calls. */
    content;
    closing = false;
    refreshing;
    refreshAgain = false;
    /** Streamable HTTP sessions the server forgot, renewed (session.ts). */
    sessions;
    /** Counts connect attempts, so an attempt that lost the race with its deadline cannot install its client. */
    attempt = 0;
    /** Bumped whenever the tool list changes; the hub rebuilds its model-facing tools when the sum moves. */
    generation = 0;
    /** Sentences for calls in flight: requests of the server's that Patchbay turned down meanwhile. */
    inFlight = new Set();
    exitHow;
    transportErrors = 0;
    /** What a remote server turned out to speak, kept for its reconnects (the revision says: per origin). */
    era;
    constructor(name, config, opts, inProcess, 
    /** Why it cannot start at all (its package could not be fetched): it fails with this, untried. */
    unstartable) {
        this.name = name;
        this.config = config;
        this.opts = opts;
        this.inProcess = inProcess;
        this.unstartable = unstartable;
        this.state = config.disabled && !inProcess ? "disabled" : "connecting";
        this.kind = inProcess ? "in-process" : (0,mcp_transport/* requestedTransport */.AD)(config);
        this.budget = new RestartBudget(opts.restart);
        this.compiler = new ToolSchemaCompiler((message) => this.log("debug", message));
        this.content = new ServerContent({
            name,
            timeoutSeconds: () => this.config.timeout,
            connected: () => (this.state === "connected" ? this.client : undefined),
            state: () => this.state,
            run: (fn) => this.sessions.run(fn),
        });
        this.sessions = new SessionKeeper({
            current: () => (this.state === "connected" ? this.client : undefined),
            http: () => this.http !== undefined,
            why: () => this.error ?? `the server is ${this.state}`,
            reopen: async (stale) => {
                if (this.client === stale)
                    this.client = undefined;
                await stale.close().catch(() => { });
                this.log("info", `MCP server "${this.name}" no longer knew this session (it restarted?); opening a new one`);
                await this.connect();
            },
        });
    }
    get tools() {
        return this.listed;
    }
    get available() {
        return this.state === "connected";
    }
    status() {
        const stderr = this.stdio?.stderr.toString();
        const info = this.client?.getServerVersion();
        const capabilities = this.client?.getServerCapabilities();
        return {
            name: this.name,
            transport: this.kind,
            status: this.state,
            error: this.error || undefined,
            stderr: stderr || undefined,
            connectMs: this.connectMs,
            tools: this.listed.length,
            warnings: [...this.warnings],
            restarts: this.budget.total,
            serverInfo: info ? { name: info.name, version: info.version } : undefined,
            offers: capabilities ? { resources: !!capabilities.resources, prompts: !!capabilities.prompts } : undefined,
        };
    }
    log(level, message) {
        this.opts.onLog?.({ server: this.name, level, message });
    }
    /** Connects (never throws); afterwards the status says how it went. */
    async connect() {
        if (this.state === "disabled" || this.closing)
            return;
        if (this.unstartable)
            return this.fail(this.unstartable);
        this.state = "connecting";
        const started = performance.now();
        const timeoutMs = this.opts.connectTimeoutMs ?? this.config.connect_timeout * 1000;
        let timer;
        const deadline = new Promise((_, reject) => {
            timer = setTimeout(() => reject(new errors/* ConnectTimeoutError */.AQ(timeoutMs)), timeoutMs);
        });
        try {
            await Promise.race([this.open(timeoutMs, ++this.attempt), deadline]);
            this.connectMs = Math.round(performance.now() - started);
            this.error = undefined;
            this.state = this.closing ? "failed" : "connected";
            this.budget.connected();
        }
        catch (error) {
            this.attempt++; // whatever the lost attempt still does is discarded
            const client = this.client;
            this.client = undefined;
            await client?.close().catch(() => { });
            await this.server?.close().catch(() => { });
            await this.stdio?.close();
            const message = error instanceof errors/* ConnectTimeoutError */.AQ
                ? error.message
                : (0,errors/* describeConnectError */.U3)(error, { name: this.name, ...this.config });
            this.fail((0,errors/* withClues */.ds)(message, this.clues()));
        }
        finally {
            clearTimeout(timer);
        }
    }
    clues() {
        return {
            stderr: this.stdio?.stderr.toString(),
            garbage: this.stdio?.garbage,
            exit: this.exitHow,
            hidden: this.stdio?.hiddenPathIn(),
        };
    }
    fail(message) {
        this.state = "failed";
        this.error = message;
        this.log("error", `MCP server "${this.name}" failed: ${message}`);
    }
    newClient(era) {
        return createClient({
            server: this.name,
            era,
            features: featuresFor(this.config, this.opts, (sentence) => {
                this.log("warning", `MCP server "${this.name}": ${sentence}`);
                for (const notes of this.inFlight)
                    notes.push(sentence);
            }),
            compiler: this.compiler,
            onToolsChanged: () => this.refreshTools(),
            relist: async () => {
                this.refreshTools();
                await this.settled();
            },
            onLog: this.opts.onLog,
        });
    }
    async open(timeoutMs, attempt) {
        this.exitHow = undefined;
        this.http = undefined;
        const requestOptions = { timeout: timeoutMs };
        if (this.inProcess) {
            const [clientSide, serverSide] = inMemory/* InMemoryTransport */.W.createLinkedPair();
            this.server = this.inProcess.create();
            await this.server.connect(serverSide);
            await this.attach(clientSide, requestOptions, attempt, "legacy");
        }
        else if (this.kind === "stdio") {
            const transport = (0,mcp_transport/* createStdioTransport */.xf)(this.name, this.config, this.opts);
            transport.onexit = (how) => {
                this.exitHow = how;
            };
            this.stdio = transport;
            await this.attach(transport, requestOptions, attempt, "legacy");
        }
        else {
            const requested = this.kind === "auto" || this.kind === "sse" ? this.kind : "http";
            const how = await openRemote(this.name, this.config, requested, this.opts, (transport, era) => this.attach(transport, requestOptions, attempt, era), { known: this.era, toolSchema: (tool) => this.listed.find((t) => t.def.name === tool)?.def.inputSchema });
            this.kind = how.kind;
            this.era = how.era;
        }
    }
    async attach(transport, options, attempt, era) {
        if (attempt !== this.attempt || this.closing) {
            await transport.close();
            throw new Error("connect attempt abandoned");
        }
        const client = this.newClient(era);
        this.client = client;
        // Sessions (and renewing them) are the stateful lifecycle's; the modern one has none.
        if (transport instanceof streamableHttp/* StreamableHTTPClientTransport */.j && era === "legacy")
            this.http = transport;
        client.onclose = () => this.onClosed(client);
        client.onerror = (error) => this.onTransportError(client, error);
        await client.connect(transport, options);
        if (attempt !== this.attempt || this.closing) {
            await client.close();
            throw new Error("connect attempt abandoned");
        }
        await this.listToolsOf(client, options);
    }
    async listToolsOf(client, options) {
        const capabilities = client.getServerCapabilities();
        if (!capabilities?.tools)
            return this.setTools([], []);
        const tasks = !!capabilities.tasks?.requests?.tools?.call;
        const listing = await listTools(client, options, { compiler: this.compiler, tasks });
        if (client === this.client)
            this.setTools(listing.items, listing.warnings);
    }
    setTools(items, warnings) {
        this.listed = items;
        this.generation++;
        const fresh = warnings.filter((w) => !this.warnings.includes(w));
        this.warnings = warnings;
        for (const warning of fresh)
            this.log("warning", `MCP server "${this.name}": ${warning}`);
    }
    /** notifications/tools/list_changed: list again; concurrent notifications collapse into one more listing. */
    refreshTools() {
        if (this.refreshing) {
            this.refreshAgain = true;
            return;
        }
        this.refreshing = (async () => {
            do {
                this.refreshAgain = false;
                const client = this.client;
                if (!client)
                    break; // between connections: the next connect lists the tools anyway
                const options = { timeout: this.config.timeout * 1000 };
                try {
                    // While connecting (a server that announces its tools as it starts) the client is used as it is.
                    if (this.state === "connected")
                        await this.sessions.run((c) => this.listToolsOf(c, options));
                    else
                        await this.listToolsOf(client, options);
                    this.opts.onToolsChanged?.(this.name);
                }
                catch (error) {
                    this.log("warning", `MCP server "${this.name}" changed its tools but listing them failed (${(0,errors/* errorText */.kc)(error)}); keeping the previous list`);
                }
            } while (this.refreshAgain);
        })().finally(() => {
            this.refreshing = undefined;
        });
    }
    /** Resolves when no tool refresh or session renewal is running (tests and `mcp list` want the settled list). */
    async settled() {
        while (this.refreshing || this.sessions.renewing)
            await (this.refreshing ?? this.sessions.renewing);
    }
    /**
     * Transport trouble that is not a failed request. An SSE stream that drops
     * leaves the session without a way to answer pending calls, so the connection
     * is closed and reconnected instead of letting those calls run into their
     * timeout. A Streamable HTTP server that answers 404 for our session (its GET
     * stream, after a restart) gets a new session at once. What happens while
     * connecting (a Streamable HTTP attempt before the SSE fallback) is debug detail.
     */
    onTransportError(client, error) {
        if (client !== this.client || this.closing)
            return;
        const connected = this.state === "connected";
        if (!connected)
            this.log("debug", `MCP server "${this.name}": ${error.message}`);
        else if (this.transportErrors++ < 5)
            this.log("warning", `MCP server "${this.name}": ${error.message}`);
        if (connected && this.http && sessionGone(error))
            void this.sessions.renew(client);
        else if (connected && this.kind === "sse" && error instanceof sse/* SseError */._) {
            this.exitHow = undefined;
            void client.close();
        }
    }
    onClosed(client) {
        if (this.closing || client !== this.client || this.state !== "connected")
            return;
        this.client = undefined;
        const why = (0,errors/* withClues */.ds)("the connection closed unexpectedly", this.clues());
        const restartable = this.kind === "stdio" || this.kind === "sse";
        const restartsLeft = this.budget.dropped();
        if (restartable && restartsLeft) {
            this.state = "connecting";
            this.error = why;
            this.log("warning", `MCP server "${this.name}" stopped (${why}); reconnecting, its tools are unavailable meanwhile`);
            void this.restart();
        }
        else {
            const inARow = this.budget.inARow;
            this.fail(inARow > 0 ? `${why} (gave up after ${inARow} restarts in a row)` : why);
        }
    }
    async restart() {
        while (this.budget.left() && !this.closing) {
            await this.budget.next();
            if (this.closing)
                return;
            await this.connect();
            if (this.state === "connected")
                return;
        }
    }
    async callTool(tool, args, opts = {}) {
        const where = { server: this.name, tool };
        if (this.sessions.renewing)
            await this.sessions.renewing;
        if (!this.client || this.state !== "connected")
            return unavailable(where, this.state, this.error);
        const listed = this.listed.find((t) => t.def.name === tool) ?? {
            def: { name: tool, inputSchema: { type: "object" } },
            validate: () => ({ valid: true }),
        };
        const call = perCallSignal(opts.signal);
        const declined = [];
        this.inFlight.add(declined);
        try {
            const timeoutMs = this.config.timeout * 1000;
            const result = await this.sessions.run((client) => requestToolCall(client, listed, args, {
                signal: call.signal,
                timeoutMs,
                progress: opts.progress,
            }));
            return withNotes(resultFor(listed, result, where), declined);
        }
        catch (error) {
            // Give the exit handler a moment, so a crash is reported with its stderr.
            await new Promise((r) => setImmediate(r));
            const text = (0,errors/* describeCallError */.iR)(error, this.config.timeout);
            const clues = error instanceof Error && /closed/.test(text) ? this.clues() : {};
            return withNotes(errorResult((0,errors/* withClues */.ds)(text, clues), where), declined);
        }
        finally {
            this.inFlight.delete(declined);
            call.dispose();
        }
    }
    async close() {
        this.closing = true;
        const client = this.client;
        this.client = undefined;
        await client?.close().catch(() => { });
        await this.server?.close().catch(() => { });
        await this.stdio?.close();
    }
    /** Process exit: no time for a handshake, just kill the group. */
    killNow() {
        this.stdio?.killNow();
    }
}

// EXTERNAL MODULE: ./src/mcp/names.ts
var mcp_names = __webpack_require__(61896);
;// CONCATENATED MODULE: ./src/mcp/resources.ts


class HubResources {
    connections;
    constructor(connections) {
        this.connections = connections;
    }
    find(server) {
        return this.connections().find((c) => c.name === server);
    }
    names() {
        return (this.connections()
            .map((c) => `"${c.name}"`)
            .join(", ") || "(none configured)");
    }
    async listResources(server) {
        let targets = this.connections();
        if (server !== undefined) {
            const one = this.find(server);
            if (!one)
                return `There is no MCP server "${server}". Servers: ${this.names()}.`;
            targets = [one];
        }
        const sections = await Promise.all(targets.map(async (c) => {
            if (!c.available)
                return `## ${c.name}\n(server ${c.status().status}; no resources available)`;
            try {
                const { resources, templates, warnings } = await c.content.listResources();
                const lines = [`## ${c.name}`];
                for (const r of resources)
                    lines.push(`- ${r.uri}${r.name ? ` — ${r.name}` : ""}${r.mimeType ? ` (${r.mimeType})` : ""}${r.description ? `: ${r.description}` : ""}`);
                for (const t of templates)
                    lines.push(`- template ${t.uriTemplate}${t.name ? ` — ${t.name}` : ""}${t.description ? `: ${t.description}` : ""}`);
                for (const w of warnings)
                    lines.push(`- (warning: ${w})`);
                if (lines.length === 1)
                    lines.push("(no resources)");
                return lines.join("\n");
            }
            catch (error) {
                return `## ${c.name}\n(listing resources failed: ${(0,errors/* errorText */.kc)(error)})`;
            }
        }));
        if (sections.length === 0)
            return "No MCP servers are configured, so there are no resources.";
        return capText(sections.join("\n\n"), DEFAULT_LIMITS.maxChars);
    }
    async readResource(server, uri) {
        const connection = this.find(server);
        if (!connection)
            return { ok: false, content: `There is no MCP server "${server}". Servers: ${this.names()}.` };
        return connection.content.readResource(uri);
    }
}

// EXTERNAL MODULE: ./src/util/is-record.ts
var is_record = __webpack_require__(18762);
;// CONCATENATED MODULE: ./src/mcp/tool-adapter.ts

function adaptTool(name, server, listed, call) {
    const def = listed.def;
    const annotations = def.annotations
        ? {
            readOnlyHint: def.annotations.readOnlyHint,
            destructiveHint: def.annotations.destructiveHint,
        }
        : undefined;
    const inputSchema = { ...def.inputSchema };
    return {
        name,
        description: def.description ?? def.title ?? def.annotations?.title ?? `Tool "${def.name}" of MCP server "${server}"`,
        inputSchema,
        source: server,
        annotations,
        parse(input) {
            // Models send nothing at all for tools without parameters.
            const value = input === undefined || input === null ? {} : input;
            if (!(0,is_record/* isRecord */.u)(value))
                return {
                    ok: false,
                    error: `${name} takes a JSON object of arguments, got ${Array.isArray(value) ? "an array" : typeof value}`,
                };
            const checked = listed.validate(value);
            if (!checked.valid)
                return {
                    ok: false,
                    error: `invalid arguments for ${name}: ${checked.errorMessage}; expected arguments matching ${JSON.stringify(def.inputSchema)}`,
                };
            return { ok: true, value };
        },
        access: () => ({ kind: "other" }),
        execute: (input, ctx) => call(server, def.name, input, { signal: ctx.signal, progress: ctx.progress }),
    };
}

;// CONCATENATED MODULE: ./src/mcp/hub.ts






class McpHub {
    connections;
    resources;
    closed = false;
    exitHandler = () => {
        for (const c of this.connections)
            c.killNow();
    };
    constructor(connections) {
        this.connections = connections;
        this.resources = new HubResources(() => this.connections);
    }
    /** Connects all servers concurrently; resolves when each is connected, failed or disabled. */
    static async connect(servers, opts) {
        const builtIn = new Map((opts.inProcess ?? []).map((s) => [s.name, s]));
        const connections = [];
        for (const server of builtIn.values())
            connections.push(new McpConnection(server.name, schema/* mcpServerSchema */.jm.parse({ command: "in-process" }), opts, server));
        for (const [name, config] of Object.entries(servers).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
            if (builtIn.has(name)) {
                opts.onLog?.({
                    server: name,
                    level: "warning",
                    message: `MCP server "${name}" in the config is ignored: Patchbay's built-in server has that name; rename it`,
                });
                continue;
            }
            connections.push(new McpConnection(name, config, opts, undefined, opts.unavailable?.[name]));
        }
        const hub = new McpHub(connections);
        // Children must not outlive Patchbay even when it exits without close().
        process.once("exit", hub.exitHandler);
        await Promise.all(connections.map((c) => c.connect()));
        return hub;
    }
    status() {
        return this.connections.map((c) => c.status());
    }
    /** Resolves once no server is re-listing its tools after a list_changed notification. */
    async settled() {
        await Promise.all(this.connections.map((c) => c.settled()));
    }
    /** Every tool of every server that has connected, under its model-facing name. */
    tools() {
        return this.adapted().map((a) => a.tool);
    }
    /** Moves whenever some server's tool list changed (tools() then returns the new list). */
    get generation() {
        return this.connections.reduce((sum, c) => sum + c.generation, 0);
    }
    /** The adapted tool for a real server and tool name, if that server lists it. */
    findTool(server, tool) {
        return this.adapted().find((a) => a.server === server && a.realName === tool)?.tool;
    }
    /** The real server and tool behind a model-facing name (`mcp__fs__read_file`), or a real tool name of `server`. */
    resolveTool(server, name) {
        const found = this.adapted().find((a) => a.server === server && (a.realName === name || a.tool.name === name));
        return found && { server: found.server, realName: found.realName };
    }
    cache;
    /** The model-facing tools, rebuilt only when a tool list changed (names must stay stable between calls). */
    adapted() {
        const generation = this.generation;
        if (this.cache?.generation !== generation)
            this.cache = { generation, adapted: this.adapt() };
        return this.cache.adapted;
    }
    /**
     * Sorted by model-facing name: tool definitions lead every model request, so
     * their order is part of every cached prompt prefix, and a list that changes
     * mid-run (a tool added) moves only what changed.
     */
    adapt() {
        const entries = this.connections.flatMap((c) => c.tools.map((listed) => ({ connection: c, listed })));
        const names = new mcp_names/* ToolNameMap */.aL(entries.map((e) => ({ server: e.connection.name, tool: e.listed.def.name })));
        const adapted = entries.map((e) => {
            const server = e.connection.name;
            const realName = e.listed.def.name;
            const name = names.nameOf(server, realName) ?? realName;
            const tool = adaptTool(name, server, e.listed, (s, t, args, o) => this.callTool(s, t, args, o));
            return { server, realName, tool };
        });
        return adapted.sort((a, b) => (a.tool.name < b.tool.name ? -1 : a.tool.name > b.tool.name ? 1 : 0));
    }
    /** Calls a tool by its real server and tool name. Failures are results with ok=false, never throws for them. */
    async callTool(server, tool, args, opts = {}) {
        if (this.closed)
            throw new errors/* McpHubError */.cB("the MCP hub is closed", "closed");
        const connection = this.connections.find((c) => c.name === server);
        if (!connection) {
            const known = this.connections.map((c) => `"${c.name}"`).join(", ") || "none";
            return { ok: false, content: `There is no MCP server "${server}" (servers: ${known}).` };
        }
        if (connection.available && !connection.tools.some((t) => t.def.name === tool)) {
            const list = connection.tools.map((t) => t.def.name).join(", ") || "none";
            return { ok: false, content: `MCP server "${server}" has no tool "${tool}" (its tools: ${list}).` };
        }
        return connection.callTool(tool, args, opts);
    }
    /** One server's prompts (for `patchbay mcp list`, and requests that name a prompt). */
    async serverPrompts(server) {
        return this.connection(server).content.listPrompts();
    }
    /** A prompt's messages with `args` filled in; throws with the server's reason. */
    async getPrompt(server, name, args) {
        return this.connection(server).content.getPrompt(name, args);
    }
    connection(server) {
        const connection = this.connections.find((c) => c.name === server);
        if (!connection) {
            const known = this.connections.map((c) => `"${c.name}"`).join(", ") || "none";
            throw new errors/* McpHubError */.cB(`there is no MCP server "${server}" (servers: ${known})`, "unknown_server");
        }
        return connection;
    }
    /** One server's resources and templates, structured (for `patchbay mcp list`). */
    async serverResources(server) {
        return this.connection(server).content.listResources();
    }
    /** Shuts every server down (stdio children as whole process groups). Safe to call twice. */
    async close() {
        if (this.closed)
            return;
        this.closed = true;
        await Promise.all(this.connections.map((c) => c.close()));
        process.removeListener("exit", this.exitHandler);
    }
}


/***/ }),

/***/ 55621:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ machineProvider),
/* harmony export */   o: () => (/* binding */ grantOf)
/* harmony export */ });
/* harmony import */ var _modelcontextprotocol_sdk_client_auth_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(54698);
/* harmony import */ var _modelcontextprotocol_sdk_client_auth_extensions_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(60248);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88343);
/**
 * Which OAuth grant a server's `oauth:` asks for, and the provider for the
 * grants a CI job can do alone. Client credentials (client_secret_basic/_post,
 * or private_key_jwt) are the SDK's own providers; JWT bearer (RFC 7523, e.g.
 * a workload's OIDC token) and enterprise-managed authorization (SEP-990: the
 * identity provider's ID token exchanged for an ID-JAG, then a JWT bearer
 * grant) are small providers here, built the way the SDK's are.
 */



const tokenAnswer = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ access_token: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1) });
const safeJson = (text) => {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
};
const JWT_BEARER = "urn:ietf:params:oauth:grant-type:jwt-bearer";
const TOKEN_EXCHANGE = "urn:ietf:params:oauth:grant-type:token-exchange";
/** The grant the keys given ask for (`grant:` wins). */
function grantOf(oauth) {
    if (oauth.grant)
        return oauth.grant;
    if (oauth.id_token)
        return "enterprise";
    if (oauth.assertion)
        return "jwt_bearer";
    if (oauth.refresh_token)
        return "authorization_code";
    if (oauth.client_id && (oauth.client_secret || oauth.private_key))
        return "client_credentials";
    return "authorization_code";
}
class OAuthConfigError extends Error {
    name = "OAuthConfigError";
}
/**
 * A provider for a machine grant (no person, no redirect). Client credentials
 * are bound to one authorization server (the SDK's `expectedIssuer`): the
 * configured `issuer`, else the token_url's, else the one the MCP server's
 * metadata names, found once here.
 */
async function machineProvider(server, serverUrl, oauth, fetchFn) {
    const grant = grantOf(oauth);
    const need = (key, value) => {
        if (value)
            return value;
        throw new OAuthConfigError(`MCP server "${server}": oauth grant ${grant} needs oauth.${String(key)}`);
    };
    let provider;
    if (grant === "client_credentials") {
        const clientId = need("client_id", oauth.client_id);
        const expectedIssuer = oauth.issuer ??
            (oauth.token_url
                ? new URL(oauth.token_url).origin
                : (await (0,_modelcontextprotocol_sdk_client_auth_js__WEBPACK_IMPORTED_MODULE_0__/* .discoverOAuthServerInfo */ .kI)(serverUrl, { fetchFn })).authorizationServerUrl);
        provider = oauth.private_key
            ? new _modelcontextprotocol_sdk_client_auth_extensions_js__WEBPACK_IMPORTED_MODULE_2__/* .PrivateKeyJwtProvider */ .Bg({
                clientId,
                privateKey: oauth.private_key,
                algorithm: oauth.signing_algorithm ?? "RS256",
                clientName: "Patchbay",
                expectedIssuer,
                scope: oauth.scope || undefined,
            })
            : new _modelcontextprotocol_sdk_client_auth_extensions_js__WEBPACK_IMPORTED_MODULE_2__/* .ClientCredentialsProvider */ .V4({
                clientId,
                clientSecret: need("client_secret", oauth.client_secret),
                clientName: "Patchbay",
                expectedIssuer,
                scope: oauth.scope || undefined,
            });
    }
    else if (grant === "jwt_bearer") {
        provider = new JwtBearerProvider(oauth, () => Promise.resolve(need("assertion", oauth.assertion)));
    }
    else if (grant === "enterprise") {
        const exchange = new IdJagExchange(server, oauth, fetchFn);
        provider = new JwtBearerProvider(oauth, (discovery) => exchange.idJag(discovery));
    }
    else
        throw new OAuthConfigError(`MCP server "${server}": ${grant} is not a machine grant`);
    return oauth.token_url ? withTokenUrl(provider, oauth.token_url) : provider;
}
/**
 * `oauth.token_url`: the token endpoint named in the config, for servers that
 * publish no OAuth metadata — discovery is skipped.
 */
function withTokenUrl(provider, tokenUrl) {
    const issuer = new URL(tokenUrl).origin;
    const state = {
        authorizationServerUrl: issuer,
        authorizationServerMetadata: {
            issuer,
            authorization_endpoint: tokenUrl,
            token_endpoint: tokenUrl,
            response_types_supported: ["code"],
        },
    };
    provider.discoveryState = () => state;
    provider.saveDiscoveryState = () => { };
    return provider;
}
/** RFC 7523 §2.1: a JWT assertion exchanged for an access token; the assertion comes from `assertion()`. */
class JwtBearerProvider {
    oauth;
    assertion;
    saved;
    client;
    discovery;
    constructor(oauth, assertion) {
        this.oauth = oauth;
        this.assertion = assertion;
        this.client = {
            client_id: oauth.client_id ?? "patchbay",
            client_secret: oauth.client_secret || undefined,
        };
    }
    get redirectUrl() {
        return undefined;
    }
    get clientMetadata() {
        return {
            client_name: "Patchbay",
            redirect_uris: [],
            grant_types: [JWT_BEARER],
            token_endpoint_auth_method: this.oauth.client_secret ? "client_secret_basic" : "none",
            scope: this.oauth.scope || undefined,
        };
    }
    clientInformation() {
        return this.client;
    }
    saveClientInformation(info) {
        this.client = info;
    }
    tokens() {
        return this.saved;
    }
    saveTokens(tokens) {
        this.saved = tokens;
    }
    redirectToAuthorization() {
        throw new Error("the JWT bearer grant has no browser step");
    }
    saveCodeVerifier() { }
    codeVerifier() {
        throw new Error("the JWT bearer grant uses no PKCE verifier");
    }
    saveDiscoveryState(state) {
        this.discovery = state;
    }
    discoveryState() {
        return this.discovery;
    }
    async prepareTokenRequest(scope) {
        const params = new URLSearchParams({ grant_type: JWT_BEARER, assertion: await this.assertion(this.discovery) });
        const wanted = this.oauth.scope ?? scope;
        if (wanted)
            params.set("scope", wanted);
        return params;
    }
}
/**
 * SEP-990 step one: at the identity provider, the ID token becomes an ID-JAG
 * (an identity assertion grant) for this authorization server and resource.
 */
class IdJagExchange {
    server;
    oauth;
    fetchFn;
    constructor(server, oauth, fetchFn) {
        this.server = server;
        this.oauth = oauth;
        this.fetchFn = fetchFn;
    }
    async idJag(discovery) {
        const { idp_token_url: url, id_token: idToken } = this.oauth;
        if (!url || !idToken)
            throw new OAuthConfigError(`MCP server "${this.server}": enterprise authorization needs oauth.id_token and oauth.idp_token_url`);
        const audience = discovery?.authorizationServerMetadata?.issuer ?? discovery?.authorizationServerUrl;
        if (!audience)
            throw new Error(`MCP server "${this.server}": its authorization server was not found`);
        const body = new URLSearchParams({
            grant_type: TOKEN_EXCHANGE,
            requested_token_type: "urn:ietf:params:oauth:token-type:id-jag",
            audience,
            subject_token: idToken,
            subject_token_type: "urn:ietf:params:oauth:token-type:id_token",
        });
        const resource = discovery?.resourceMetadata?.resource;
        if (resource)
            body.set("resource", resource);
        if (this.oauth.idp_client_id)
            body.set("client_id", this.oauth.idp_client_id);
        const response = await this.fetchFn(url, {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
            body,
        });
        const text = await response.text();
        if (!response.ok)
            throw new Error(`the identity provider's token exchange at ${url} answered HTTP ${response.status}: ${text.slice(0, 300)}`);
        const parsed = tokenAnswer.safeParse(safeJson(text));
        if (!parsed.success)
            throw new Error(`the identity provider's token exchange at ${url} returned no token`);
        return parsed.data.access_token;
    }
}


/***/ }),

/***/ 9905:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   iB: () => (/* binding */ defaultStoreDir),
/* harmony export */   vv: () => (/* binding */ FileTokenStore),
/* harmony export */   xM: () => (/* binding */ localStore)
/* harmony export */ });
/* unused harmony export MemoryTokenStore */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/**
 * Where an MCP server's OAuth login is kept between runs on a person's machine:
 * one JSON file per server URL under Patchbay's config folder, readable by its
 * owner only. CI keeps nothing here — its start is the config's refresh_token —
 * so a run there is given no store.
 */



/** `$XDG_CONFIG_HOME/patchbay/mcp-oauth` (else `~/.config/…`); undefined without a home. */
function defaultStoreDir(env) {
    const base = env.XDG_CONFIG_HOME || (env.HOME ? node_path__WEBPACK_IMPORTED_MODULE_2___default().join(env.HOME, ".config") : undefined);
    return base ? node_path__WEBPACK_IMPORTED_MODULE_2___default().join(base, "patchbay", "mcp-oauth") : undefined;
}
class FileTokenStore {
    where;
    constructor(where) {
        this.where = where;
    }
    /** One file per server URL; the name is a hash, so a URL never becomes a path. */
    file(serverUrl) {
        const id = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(serverUrl).digest("hex").slice(0, 32);
        return node_path__WEBPACK_IMPORTED_MODULE_2___default().join(this.where, `${id}.json`);
    }
    async load(serverUrl) {
        let text;
        try {
            text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(this.file(serverUrl), "utf8");
        }
        catch {
            return undefined;
        }
        try {
            const data = JSON.parse(text);
            return typeof data === "object" && data !== null ? data : undefined;
        }
        catch {
            return undefined; // a damaged file is a login to do again, not a crash
        }
    }
    async save(serverUrl, login) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(this.where, { recursive: true, mode: 0o700 });
        const file = this.file(serverUrl);
        const temp = `${file}.${process.pid}.tmp`;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(temp, `${JSON.stringify({ serverUrl, ...login }, null, 2)}\n`, { mode: 0o600 });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temp, file);
    }
    async remove(serverUrl) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(this.file(serverUrl), { force: true });
    }
}
/** Keeps logins for the life of the process (tests, and CI runs within one job). */
class MemoryTokenStore {
    where = "memory";
    logins = new Map();
    async load(serverUrl) {
        return this.logins.get(serverUrl);
    }
    async save(serverUrl, login) {
        this.logins.set(serverUrl, login);
    }
    async remove(serverUrl) {
        this.logins.delete(serverUrl);
    }
}
/**
 * The store for runs on a person's machine (what `patchbay mcp login` saved);
 * none under GitHub Actions, where a login starts from the config's refresh token.
 */
function localStore(env) {
    if (env.GITHUB_ACTIONS === "true")
        return undefined;
    const dir = defaultStoreDir(env);
    return dir ? new FileTokenStore(dir) : undefined;
}


/***/ }),

/***/ 12436:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ tokenFile),
/* harmony export */   c: () => (/* binding */ encodeTokenFile)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88343);
/**
 * The one secret `patchbay mcp login` prints for CI: the refresh token, with the
 * client it was issued to (a dynamically registered client's id, and secret if
 * it got one) — a token alone cannot be refreshed by a client nobody remembers.
 * It is compact JSON so it fits a repository secret; `oauth.refresh_token` also
 * takes a bare refresh token, for a client the config names itself.
 */

const schema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    refresh_token: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    client_id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).optional(),
    client_secret: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).optional(),
    /** The private key a DPoP-bound refresh token is bound to (a JWK). */
    dpop_key: zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ kty: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).optional(),
});
function tokenFile(value) {
    const text = value.trim();
    if (!text.startsWith("{"))
        return { refresh_token: text };
    try {
        return schema.parse(JSON.parse(text));
    }
    catch {
        throw new Error("oauth.refresh_token looks like a token file (it starts with `{`) but is not one; paste exactly what `patchbay mcp login` printed");
    }
}
function encodeTokenFile(file) {
    return JSON.stringify(schema.parse(file));
}


/***/ }),

/***/ 83693:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gy: () => (/* binding */ MESSAGE_LIMIT),
/* harmony export */   jQ: () => (/* binding */ tooLargeText),
/* harmony export */   pZ: () => (/* binding */ Ends),
/* harmony export */   xP: () => (/* binding */ tooLargeResponse),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
/** The largest message a transport accepts. */
const MESSAGE_LIMIT = 64 * 1024 * 1024;
/** Bytes kept of each end of an oversized message. */
const END_BYTES = 4096;
/** JSON-RPC's "internal error" code; the message says what happened. */
const TOO_LARGE_CODE = -32603;
const ID = String.raw `(-?\d+(?:\.\d+)?|"(?:[^"\\]|\\.)*")`;
const HEAD = new RegExp(String.raw `^\s*\{\s*(?:"jsonrpc"\s*:\s*"2\.0"\s*,\s*)?"id"\s*:\s*${ID}`);
const TAIL = new RegExp(String.raw `"id"\s*:\s*${ID}\s*\}\s*$`);
function formatBytes(bytes) {
    if (bytes >= 1024 * 1024)
        return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
    if (bytes >= 1024)
        return `${(bytes / 1024).toFixed(1)} KB`;
    return `${bytes} bytes`;
}
/** The request id a message's ends show, if they show one. */
function idFromEnds(head, tail) {
    const match = HEAD.exec(head) ?? TAIL.exec(tail);
    if (!match?.[1])
        return undefined;
    try {
        const id = JSON.parse(match[1]);
        return typeof id === "string" || typeof id === "number" ? id : undefined;
    }
    catch {
        return undefined;
    }
}
function tooLargeText(bytes) {
    return `the server's answer was ${formatBytes(bytes)}, over the ${formatBytes(MESSAGE_LIMIT)} limit of one MCP message, so Patchbay did not read it; ask the tool for less (a page, a range, a filter)`;
}
/** The error response that stands in for an oversized answer to request `id`. */
function tooLargeResponse(id, bytes) {
    return { jsonrpc: "2.0", id, error: { code: TOO_LARGE_CODE, message: tooLargeText(bytes) } };
}
/**
 * Keeps the first and last END_BYTES of a stream of chunks and counts the rest:
 * all that is left of a message over the cap.
 */
class Ends {
    head = Buffer.alloc(0);
    tail = Buffer.alloc(0);
    bytes = 0;
    push(chunk) {
        this.bytes += chunk.length;
        if (this.head.length < END_BYTES)
            this.head = Buffer.concat([this.head, chunk.subarray(0, END_BYTES - this.head.length)]);
        const joined = Buffer.concat([this.tail, chunk.subarray(Math.max(0, chunk.length - END_BYTES))]);
        this.tail = joined.subarray(Math.max(0, joined.length - END_BYTES));
    }
    id() {
        return idFromEnds(this.head.toString("utf8"), this.tail.toString("utf8"));
    }
}


/***/ }),

/***/ 7076:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ defaultCacheDir)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Where Patchbay keeps the MCP packages it fetched: `$PATCHBAY_MCP_CACHE`, else
 * `$XDG_CACHE_HOME/patchbay/mcp-packages`, else `~/.cache/patchbay/mcp-packages`
 * (the path the workflow templates' actions/cache step saves and restores).
 * Its own module, so opening the sandbox (which shows it read-only) does not
 * load the fetcher.
 */

function defaultCacheDir(env) {
    if (env.PATCHBAY_MCP_CACHE)
        return node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(env.PATCHBAY_MCP_CACHE);
    const base = env.XDG_CACHE_HOME || (env.HOME ? node_path__WEBPACK_IMPORTED_MODULE_0___default().join(env.HOME, ".cache") : undefined);
    return base ? node_path__WEBPACK_IMPORTED_MODULE_0___default().join(base, "patchbay", "mcp-packages") : undefined;
}


/***/ }),

/***/ 98806:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  J: () => (/* binding */ prefetchPackages)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 2 modules
var schemas = __webpack_require__(88343);
// EXTERNAL MODULE: ./src/util/env.ts
var util_env = __webpack_require__(35767);
// EXTERNAL MODULE: ./src/util/exec.ts
var exec = __webpack_require__(37895);
// EXTERNAL MODULE: ./src/util/program-path.ts
var program_path = __webpack_require__(42558);
;// CONCATENATED MODULE: ./src/mcp/packages/launch.ts
/**
 * Which stdio servers are package launches — `npx -y pkg …`, `pnpm dlx pkg …`,
 * `uvx pkg …` — and what they name: the package, the command in it (when
 * given), and the arguments for the server. Pure parsing; prefetch.ts does the
 * fetching and rewrites the entry to run the fetched package directly.
 */

/** npm's package name rules, with an optional version or tag after `@`: registry specs only. */
const NPM_SPEC = /^((?:@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*)(?:@([^\s/]+))?$/i;
/** A PyPI requirement: a name, optional extras, an optional version constraint. */
const PY_SPEC = /^([A-Za-z0-9][A-Za-z0-9._-]*)(\[[^\]]+\])?((?:[=<>!~]=?|===)[^\s]+)?$/;
/** The program's name, whatever path or `.cmd` it was given as. */
function programName(command) {
    return external_node_path_default().basename(command).replace(/\.(cmd|exe)$/i, "");
}
function packageLaunch(command, args) {
    if (!command)
        return undefined;
    const program = programName(command);
    if (program === "npx")
        return npx(args);
    if (program === "pnpm" || program === "pnpx")
        return pnpm(program, args);
    if (program === "uvx")
        return uvx(args);
    if (program === "uv" && args[0] === "tool" && args[1] === "run")
        return uvx(args.slice(2));
    return undefined;
}
function npmLaunch(spec, bin, rest) {
    const match = NPM_SPEC.exec(spec);
    if (!match?.[1])
        return undefined;
    return { installer: "npm", spec, name: match[1], bin: bin || undefined, args: rest };
}
/** `npx [-y|--yes] [-p pkg|--package=pkg] [--] pkg-or-cmd args…` */
function npx(args) {
    let pkg;
    let i = 0;
    for (; i < args.length; i++) {
        const arg = args[i];
        if (arg === "-y" || arg === "--yes" || arg === "-q" || arg === "--quiet")
            continue;
        if (arg === "-p" || arg === "--package")
            pkg = args[++i];
        else if (arg.startsWith("--package="))
            pkg = arg.slice("--package=".length);
        else if (arg === "--") {
            i++;
            break;
        }
        else if (arg.startsWith("-"))
            return undefined; // an npx option we do not know: leave the launch alone
        else
            break;
    }
    const first = args[i];
    if (first === undefined)
        return undefined;
    return pkg ? npmLaunch(pkg, first, args.slice(i + 1)) : npmLaunch(first, undefined, args.slice(i + 1));
}
/** `pnpm dlx pkg args…`, `pnpm --package=pkg dlx cmd args…`, `pnpx pkg args…` */
function pnpm(program, args) {
    let rest = [...args];
    let pkg;
    if (program === "pnpm") {
        const at = rest.indexOf("dlx");
        if (at === -1)
            return undefined;
        for (const option of rest.slice(0, at)) {
            if (option.startsWith("--package="))
                pkg = option.slice("--package=".length);
            else if (option !== "--silent" && option !== "-s")
                return undefined;
        }
        rest = rest.slice(at + 1);
    }
    const first = rest[0];
    if (first === undefined || first.startsWith("-"))
        return undefined;
    return pkg ? npmLaunch(pkg, first, rest.slice(1)) : npmLaunch(first, undefined, rest.slice(1));
}
/** `uvx [--from pkg] pkg-or-cmd args…` */
function uvx(args) {
    let from;
    let i = 0;
    for (; i < args.length; i++) {
        const arg = args[i];
        if (arg === "--from")
            from = args[++i];
        else if (arg.startsWith("--from="))
            from = arg.slice("--from=".length);
        else if (arg === "-q" || arg === "--quiet")
            continue;
        else if (arg.startsWith("-"))
            return undefined;
        else
            break;
    }
    const first = args[i];
    if (first === undefined)
        return undefined;
    // uvx takes `name@version` too; uv itself takes a requirement (`name==version`).
    const spec = (from ?? first).replace(/^([A-Za-z0-9][A-Za-z0-9._-]*)@([^\s@]+)$/, "$1==$2");
    const match = PY_SPEC.exec(spec);
    if (!match?.[1])
        return undefined;
    const name = match[1];
    return { installer: "uv", spec, name, bin: from ? first : name.replace(/==.*/, ""), args: args.slice(i + 1) };
}

;// CONCATENATED MODULE: ./src/mcp/packages/prefetch.ts
/**
 * Servers that start offline. A package launch (`npx -y pkg`, `pnpm dlx pkg`,
 * `uvx pkg`) would download the package inside the sandbox on every run — with
 * the network closed it cannot, and with it open it fetches again each time
 * (6.7–10.9 s to connect, an empty cache every run). So Patchbay fetches the
 * package on the host before the run — npm with install scripts off, or uv —
 * into a cache of its own that the sandbox sees read-only, reuses it across runs
 * (and across jobs with the templates' actions/cache step), and rewrites the
 * entry to run the package's command from there. The server then needs no
 * network unless its own `network:` asks.
 */








const READY = ".patchbay-ready";
async function prefetchPackages(servers, opts) {
    const out = { ...servers };
    const failed = {};
    await Promise.all(Object.entries(servers).map(async ([name, server]) => {
        if (server.disabled || !server.prefetch)
            return;
        const launch = packageLaunch(server.command, server.args);
        if (!launch)
            return;
        try {
            const command = await fetchPackage(launch, opts);
            out[name] = { ...server, command, args: launch.args, prefetch: false };
        }
        catch (error) {
            failed[name] = error instanceof Error ? error.message : String(error);
        }
    }));
    return { servers: out, failed };
}
/** Installs `launch` into the cache unless it is there, and returns the command to run. */
async function fetchPackage(launch, opts) {
    const id = (0,external_node_crypto_.createHash)("sha256").update(`${launch.installer}\0${launch.spec}`).digest("hex").slice(0, 16);
    const dir = external_node_path_default().join(opts.cacheDir, launch.installer, `${launch.name.replace(/[^A-Za-z0-9._-]/g, "_")}-${id}`);
    if (await exists(external_node_path_default().join(dir, READY))) {
        opts.log("debug", `MCP package ${launch.spec}: from the cache (${dir})`);
        return commandIn(dir, launch);
    }
    const started = Date.now();
    if (launch.installer === "npm")
        await npmInstall(launch, dir, opts);
    else
        await uvInstall(launch, dir, opts);
    const command = await commandIn(dir, launch);
    await (0,promises_.writeFile)(external_node_path_default().join(dir, READY), `${launch.spec}\n`);
    opts.log("info", `MCP package ${launch.spec}: fetched before the run in ${Date.now() - started} ms (install scripts off)`);
    return command;
}
function hostEnv(opts, extra = {}) {
    const env = (0,util_env/* scrubbedEnv */.wS)(opts.env, extra);
    // A registry, a mirror or a proxy the person set up for npm and uv is theirs to use.
    for (const [key, value] of Object.entries(opts.env))
        if (value !== undefined &&
            /^(npm_config_|NPM_CONFIG_|UV_INDEX|UV_DEFAULT_INDEX|HTTPS?_PROXY$|NO_PROXY$)/i.test(key))
            env[key] = value;
    env.PATH = (0,program_path/* hostPath */.y4)(opts.env.PATH, opts.workTree);
    return env;
}
/** npm into a temporary folder, then moved into place whole (a run killed midway leaves nothing half-done). */
async function npmInstall(launch, dir, opts) {
    const temp = `${dir}.${process.pid}.tmp`;
    await (0,promises_.rm)(temp, { recursive: true, force: true });
    await (0,promises_.mkdir)(temp, { recursive: true });
    const npm = (0,program_path/* hostProgram */.dW)("npm", opts.env.PATH, opts.workTree);
    const args = ["install", "--prefix", temp, "--ignore-scripts", "--no-audit", "--no-fund", "--no-update-notifier"];
    const result = await (0,exec/* exec */.m0)(npm, [...args, "--loglevel=error", launch.spec], {
        cwd: temp,
        env: hostEnv(opts),
        timeoutMs: opts.timeoutMs ?? 300_000,
    });
    if (result.exitCode !== 0) {
        await (0,promises_.rm)(temp, { recursive: true, force: true });
        throw new Error(failure(launch, "npm", result.spawnError ?? result.stderr));
    }
    await (0,promises_.rm)(dir, { recursive: true, force: true });
    await (0,promises_.rename)(temp, dir);
}
/** uv installs the tool and the Python it needs under the cache, where the paths it writes stay valid. */
async function uvInstall(launch, dir, opts) {
    await (0,promises_.rm)(dir, { recursive: true, force: true });
    await (0,promises_.mkdir)(dir, { recursive: true });
    const uv = (0,program_path/* hostProgram */.dW)("uv", opts.env.PATH, opts.workTree);
    const env = hostEnv(opts, {
        UV_TOOL_DIR: external_node_path_default().join(dir, "tools"),
        UV_TOOL_BIN_DIR: external_node_path_default().join(dir, "bin"),
        UV_PYTHON_INSTALL_DIR: external_node_path_default().join(dir, "python"),
        UV_CACHE_DIR: external_node_path_default().join(opts.cacheDir, "uv-cache"),
    });
    const result = await (0,exec/* exec */.m0)(uv, ["tool", "install", "--quiet", launch.spec], {
        cwd: dir,
        env,
        timeoutMs: opts.timeoutMs ?? 300_000,
    });
    if (result.exitCode !== 0) {
        await (0,promises_.rm)(dir, { recursive: true, force: true });
        throw new Error(failure(launch, "uv", result.spawnError ?? result.stderr));
    }
}
function failure(launch, tool, output) {
    // npm's first two lines say it ("code E404", "404 Not Found - GET …"); the rest is advice about npm itself.
    const lines = output
        .trim()
        .split("\n")
        .map((l) => l.trim())
        .filter((l) => l && !/^npm error (A complete log|\d{3}$|\d{3} {2})/.test(l));
    const said = lines.slice(0, tool === "npm" ? 2 : 6).join("; ");
    const missing = /\bE404\b|404 Not Found|not found in the package registry|No solution found/i.test(output);
    const hint = missing
        ? "check the package name and version in the server's args"
        : /ENOENT|not found|No such file/i.test(output) && /spawn|command/i.test(output)
            ? `install ${tool} on the machine that runs Patchbay`
            : "the host needs to reach the package registry once; later runs use the cache";
    return `could not fetch ${launch.spec} before the run (${tool}): ${said || "no output"}; ${hint}`;
}
const binField = schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP())]).optional();
/** The command a fetched package runs, found as npx and uvx find it. */
async function commandIn(dir, launch) {
    if (launch.installer === "uv") {
        const bin = external_node_path_default().join(dir, "bin", launch.bin ?? launch.name);
        if (!(await exists(bin)))
            throw new Error(`${launch.spec} has no command "${launch.bin ?? launch.name}"`);
        return bin;
    }
    const manifest = external_node_path_default().join(dir, "node_modules", launch.name, "package.json");
    const parsed = schemas/* looseObject */._H3({ bin: binField }).safeParse(JSON.parse(await (0,promises_.readFile)(manifest, "utf8")));
    const bin = parsed.success ? parsed.data.bin : undefined;
    const unscoped = launch.name.replace(/^@[^/]+\//, "");
    const names = bin === undefined ? [] : typeof bin === "string" ? [unscoped] : Object.keys(bin);
    const chosen = launch.bin ?? (names.length === 1 ? names[0] : names.find((n) => n === unscoped));
    if (!chosen || !names.includes(chosen))
        throw new Error(names.length === 0
            ? `${launch.spec} has no command to run (no "bin" in its package.json)`
            : `${launch.spec} has several commands (${names.join(", ")}); name one with \`npx -y -p ${launch.spec} COMMAND\``);
    return external_node_path_default().join(dir, "node_modules", ".bin", chosen);
}
async function exists(file) {
    try {
        await (0,promises_.access)(file);
        return true;
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 51816:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ul: () => (/* binding */ createRemoteTransport),
  xf: () => (/* binding */ createStdioTransport),
  nG: () => (/* binding */ httpStatus),
  AD: () => (/* binding */ requestedTransport),
  ez: () => (/* binding */ shouldFallBackToSse)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/sse.js + 1 modules
var sse = __webpack_require__(10053);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/stdio.js + 1 modules
var stdio = __webpack_require__(12420);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/streamableHttp.js + 1 modules
var streamableHttp = __webpack_require__(65939);
// EXTERNAL MODULE: ./src/config/expand.ts
var expand = __webpack_require__(24740);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/types.js
var types = __webpack_require__(63846);
// EXTERNAL MODULE: ./src/mcp/oversized.ts
var oversized = __webpack_require__(83693);
;// CONCATENATED MODULE: ./src/mcp/stdio-transport.ts
/**
 * A stdio MCP transport that owns its child as a process group. The SDK's
 * StdioClientTransport signals only the direct child, so the real server
 * behind `npx -y some-server` (npx → sh → node) can outlive Patchbay; here the
 * server runs in its own group and close() takes the whole group down
 * (stdin EOF → SIGTERM → SIGKILL). stderr is kept as a bounded tail for status
 * and error messages, and lines on stdout that are not JSON-RPC are reported
 * instead of silently dropped. stdout is read as bytes and a line is decoded
 * once, when it is complete; a line over MESSAGE_LIMIT is not kept at all, and
 * the request it answers fails at once with its size (oversized.ts).
 */



/** How long a server gets to exit after stdin closes, and again after SIGTERM. */
const GRACE_MS = 1000;
/** Keeps the last `max` characters of a stream. */
class TailBuffer {
    max;
    text = "";
    constructor(max) {
        this.max = max;
    }
    push(chunk) {
        this.text += chunk;
        if (this.text.length > this.max)
            this.text = this.text.slice(this.text.length - this.max);
    }
    toString() {
        return this.text;
    }
}
class ProcessGroupStdioTransport {
    params;
    onclose;
    onerror;
    onmessage;
    /** Called once when the child exits, with how it ended (before onclose). */
    onexit;
    stderr;
    /** The first line on stdout that was not JSON-RPC, if any (usually the most telling). */
    garbage;
    child;
    /** The line being read, as it arrived (decoded once it is whole). */
    parts = [];
    partsBytes = 0;
    /** The line being read went over MESSAGE_LIMIT: only its ends are kept. */
    oversized;
    /** Requests sent and not yet answered, so an oversized answer with no readable id can still be placed. */
    outstanding = new Set();
    exited = Promise.resolve();
    stopping = false;
    starting = false;
    constructor(params) {
        this.params = params;
        this.stderr = new TailBuffer(params.stderrBytes ?? 64 * 1024);
    }
    get pid() {
        return this.child?.pid;
    }
    async start() {
        if (this.child || this.starting)
            throw new Error("transport already started");
        this.starting = true;
        const { command, args, cwd, env, sandbox } = this.params;
        const launch = sandbox ? await sandbox.launch({ command, args, cwd, env }) : { command, args, cwd, env };
        return new Promise((resolve, reject) => {
            const child = (0,external_node_child_process_.spawn)(launch.command, launch.args, {
                cwd: launch.cwd,
                env: launch.env,
                detached: true, // own process group: close() kills the server and everything it started
                stdio: ["pipe", "pipe", "pipe"],
                windowsHide: true,
            });
            this.child = child;
            this.exited = new Promise((done) => child.once("close", () => done()));
            child.once("error", (error) => {
                reject(error);
                this.onerror?.(error);
            });
            child.once("spawn", () => resolve());
            child.once("exit", (code, signal) => {
                // Only an exit nobody asked for is news.
                if (!this.stopping)
                    this.onexit?.(signal ? `killed by ${signal}` : `exited with code ${code}`);
            });
            child.once("close", () => {
                this.child = undefined;
                this.onclose?.();
            });
            child.stdin?.on("error", (error) => this.onerror?.(error));
            child.stdout?.on("data", (chunk) => this.read(chunk));
            child.stderr?.setEncoding("utf8");
            child.stderr?.on("data", (chunk) => this.stderr.push(chunk));
        });
    }
    read(chunk) {
        let start = 0;
        let newline = chunk.indexOf(0x0a, start);
        while (newline !== -1) {
            this.append(chunk.subarray(start, newline));
            this.endLine();
            start = newline + 1;
            newline = chunk.indexOf(0x0a, start);
        }
        if (start < chunk.length)
            this.append(chunk.subarray(start));
    }
    append(piece) {
        if (piece.length === 0)
            return;
        if (this.oversized) {
            this.oversized.push(piece);
            return;
        }
        this.parts.push(piece);
        this.partsBytes += piece.length;
        if (this.partsBytes <= oversized/* MESSAGE_LIMIT */.Gy)
            return;
        // Over the cap: from here on only the ends are kept; memory stays within about one cap.
        this.oversized = new oversized/* Ends */.pZ();
        for (const part of this.parts)
            this.oversized.push(part);
        this.parts = [];
        this.partsBytes = 0;
    }
    endLine() {
        const oversized = this.oversized;
        this.oversized = undefined;
        if (oversized) {
            this.tooLarge(oversized);
            return;
        }
        if (this.parts.length === 0)
            return;
        const bytes = this.parts.length === 1 ? this.parts[0] : Buffer.concat(this.parts);
        this.parts = [];
        this.partsBytes = 0;
        const line = bytes.toString("utf8").replace(/\r$/, "");
        if (line.trim() !== "")
            this.parse(line);
    }
    /** An answer over the cap fails its request now, with its size. */
    tooLarge(ends) {
        const id = ends.id() ?? (this.outstanding.size === 1 ? [...this.outstanding][0] : undefined);
        if (id === undefined) {
            this.onerror?.(new Error(`a message of ${(0,oversized/* formatBytes */.z3)(ends.bytes)} on stdout was dropped: ${(0,oversized/* tooLargeText */.jQ)(ends.bytes)}`));
            return;
        }
        this.outstanding.delete(id);
        this.onmessage?.((0,oversized/* tooLargeResponse */.xP)(id, ends.bytes));
    }
    parse(line) {
        let json;
        try {
            json = JSON.parse(line);
        }
        catch {
            this.garbage ??= line.slice(0, 200);
            this.onerror?.(new Error(`server wrote a line that is not JSON to stdout: ${line.slice(0, 200)}`));
            return;
        }
        const message = types/* JSONRPCMessageSchema */.OR.safeParse(json);
        if (!message.success) {
            this.garbage ??= line.slice(0, 200);
            this.onerror?.(new Error(`server wrote JSON that is not a JSON-RPC message: ${line.slice(0, 200)}`));
            return;
        }
        const data = message.data;
        if ("id" in data && !("method" in data) && data.id !== undefined)
            this.outstanding.delete(data.id);
        this.onmessage?.(data);
    }
    send(message) {
        if ("method" in message && "id" in message)
            this.outstanding.add(message.id);
        return new Promise((resolve, reject) => {
            const stdin = this.child?.stdin;
            if (!stdin || stdin.destroyed)
                return reject(new Error("server process is not running"));
            if (stdin.write(`${JSON.stringify(message)}\n`))
                resolve();
            else
                stdin.once("drain", () => resolve());
        });
    }
    async close() {
        const child = this.child;
        if (!child || child.pid === undefined)
            return;
        const pid = child.pid;
        this.stopping = true;
        const gone = this.exited;
        const wait = (ms) => Promise.race([gone.then(() => true), new Promise((r) => setTimeout(() => r(false), ms).unref())]);
        child.stdin?.end();
        if (!(await wait(GRACE_MS))) {
            killGroup(pid, "SIGTERM");
            if (!(await wait(GRACE_MS)))
                killGroup(pid, "SIGKILL");
        }
        // Whatever the server left behind in its group goes too.
        killGroup(pid, "SIGKILL");
        await wait(GRACE_MS);
    }
    /**
     * After a failure: a path the server was given or complained about (its args,
     * its stderr: "Cannot find module '/home/…'", "prlimit: failed to execute
     * /home/…") that the sandbox hides, with what hides it.
     */
    hiddenPathIn() {
        const hidden = this.params.sandbox?.hidden;
        if (!hidden)
            return undefined;
        const mentioned = [...this.stderr.toString().matchAll(/(?:^|[\s'"(=`])(\/[^\s'"():,`]+)/g)].map((m) => m[1]);
        for (const p of [...this.params.args.filter((a) => a.startsWith("/")), ...mentioned]) {
            const by = hidden(p);
            if (by)
                return `${p} is hidden inside the sandbox (${by})`;
        }
        return undefined;
    }
    /** Synchronous last resort for process exit: no waiting, just the group gone. */
    killNow() {
        if (this.child?.pid !== undefined)
            killGroup(this.child.pid, "SIGKILL");
    }
}
function killGroup(pid, signal) {
    try {
        process.kill(-pid, signal);
    }
    catch {
        // the group is already empty
    }
}

;// CONCATENATED MODULE: ./src/mcp/transport.ts
/**
 * From a server's config to an SDK transport. Which wire a server speaks is
 * decided here and nowhere else: `command` → stdio; `url` with a type → that
 * type; `url` without one → Streamable HTTP first, SSE when the server turns
 * that down (see `shouldFallBackToSse`).
 */






function requestedTransport(config) {
    const type = config.type ?? config.transportType;
    if (type === "stdio" || (!type && config.command))
        return "stdio";
    if (type === "sse")
        return "sse";
    if (type === "http" || type === "streamableHttp" || type === "streamable-http")
        return "http";
    return "auto";
}
/**
 * The SDK's `getDefaultEnvironment()` taken from `from` instead of process.env
 * (the same allow-list: HOME, LOGNAME, PATH, SHELL, TERM, USER), so callers
 * decide what the base environment is and nothing else leaks in.
 */
function defaultEnvironment(from) {
    const env = {};
    for (const name of stdio/* DEFAULT_INHERITED_ENV_VARS */.eB) {
        const value = from[name];
        if (value !== undefined && !value.startsWith("()"))
            env[name] = value;
    }
    return env;
}
function createStdioTransport(name, config, opts) {
    if (!config.command)
        throw new Error("a stdio server needs `command`");
    const sandbox = opts.sandboxFor?.(config.network);
    // ${HOME} and friends: the sandbox's own values for a sandboxed server (the runner's home is hidden there).
    const server = (0,expand/* expandPlaces */.vr)(config, sandbox ? (sandbox.places ?? {}) : opts.env, `mcp_servers.${name}`);
    const command = server.command;
    const cwd = server.cwd ? external_node_path_default().resolve(opts.cwd, server.cwd) : opts.cwd;
    // The program and its folder are certain to be needed; a path among the args may be data (hiddenPathIn, after a failure).
    if (sandbox?.hidden) {
        for (const p of [command, cwd].filter((p) => external_node_path_default().isAbsolute(p))) {
            const hiddenBy = sandbox.hidden(p);
            if (hiddenBy)
                throw new HiddenPathError(p, hiddenBy);
        }
    }
    return new ProcessGroupStdioTransport({
        command,
        args: server.args,
        cwd,
        env: { ...defaultEnvironment(opts.env), ...server.env },
        sandbox,
    });
}
const HIDDEN_HINT = "install the server as a package (`npx -y pkg`, fetched before the run), or put it in the work tree";
/** A stdio server that names a path the sandbox hides: it could never start there. */
class HiddenPathError extends Error {
    path;
    constructor(path, hiddenBy) {
        super(`${path} is hidden inside the sandbox (${hiddenBy}), so the server cannot use it; ${HIDDEN_HINT}`);
        this.path = path;
        this.name = "HiddenPathError";
    }
}
/** A remote transport over `fetchFn` (which carries OAuth and the message cap, open-remote.ts). */
function createRemoteTransport(config, kind, fetchFn) {
    if (!config.url)
        throw new Error(`a ${kind} server needs \`url\``);
    const url = new URL(config.url);
    const requestInit = { headers: config.headers };
    if (kind === "sse")
        return new sse/* SSEClientTransport */.A(url, { requestInit, fetch: fetchFn });
    return new streamableHttp/* StreamableHTTPClientTransport */.j(url, {
        requestInit,
        fetch: fetchFn,
        // A dropped stream is retried a few times, then the connection is reported lost.
        reconnectionOptions: {
            initialReconnectionDelay: 500,
            maxReconnectionDelay: 5000,
            reconnectionDelayGrowFactor: 2,
            maxRetries: 3,
        },
    });
}
/**
 * A url server without a type tried Streamable HTTP; 400/404/405 on the first
 * request is how older SSE-only servers say "not here", the spec's signal to
 * fall back (MCP 2025-03-26, backwards compatibility).
 */
function shouldFallBackToSse(error) {
    return error instanceof streamableHttp/* StreamableHTTPError */.b && [400, 404, 405].includes(error.code ?? 0);
}
/** HTTP status carried by a transport error, when there is one. */
function httpStatus(error) {
    if (error instanceof streamableHttp/* StreamableHTTPError */.b || error instanceof sse/* SseError */._) {
        const code = error.code;
        return typeof code === "number" && code >= 100 ? code : undefined;
    }
    return undefined;
}


/***/ }),

/***/ 29848:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ RunSandbox)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _config_sandbox_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6897);
/* harmony import */ var _allowlist_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(93674);
/* harmony import */ var _egress_proxy_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(95953);
/* harmony import */ var _mechanism_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(19170);
/* harmony import */ var _namespace_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(68982);
/**
 * The sandboxes of one run: one for tool commands and one per stdio MCP server
 * (each with its own processes and its own allowlist), all started on first use — a run that starts
 * no command pays nothing — and all closed with the run. Decides the mode
 * (required / auto / off), and says so where people look.
 */








class SandboxUnavailableError extends Error {
    name = "SandboxUnavailableError";
}
class RunSandbox {
    opts;
    mode;
    mechanism;
    blocked = new Map();
    started = [];
    commandSandbox;
    constructor(opts, mode, mechanism) {
        this.opts = opts;
        this.mode = mode;
        this.mechanism = mechanism;
        this.commandSandbox = mechanism ? this.lazy(opts.config.network.allow) : undefined;
    }
    static open(opts) {
        // Checked first, so a typo in the diagnostic variable is an error even when the mode is off.
        const force = (0,_mechanism_js__WEBPACK_IMPORTED_MODULE_6__/* .forcedMechanism */ .LV)(opts.env);
        let mode = (0,_config_sandbox_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .sandboxMode */ .dR)(opts.config, opts.env);
        if (opts.fork && mode !== "required") {
            if (mode === "off")
                opts.notice("warning", "sandbox: `off` does not apply to a fork's pull request; required");
            mode = "required";
        }
        if (mode === "off") {
            opts.notice("warning", "sandbox: off (sandbox.mode) — tool commands and MCP servers run unconfined, with the runner's files and network");
            return new RunSandbox(opts, mode, undefined);
        }
        const found = (0,_mechanism_js__WEBPACK_IMPORTED_MODULE_6__/* .findMechanism */ .Fz)({ force });
        if (found.kind === "none") {
            const why = found.reasons.join("; ");
            if (mode === "required")
                throw new SandboxUnavailableError(`no sandbox can be set up on this machine (${why}), and sandbox.mode is required${opts.env.GITHUB_ACTIONS === "true" ? " (the default under GitHub Actions)" : ""}. Run \`patchbay sandbox check\` for details; set sandbox.mode: auto or off in .github/patchbay.yml only if you accept unconfined commands.`);
            opts.notice("warning", `sandbox: none available (${why}) — tool commands and MCP servers run unconfined`);
            return new RunSandbox(opts, mode, undefined);
        }
        const allow = opts.config.network.allow;
        opts.notice("info", `sandbox: ${found.description}; network: ${allow.length ? allow.join(", ") : "none"} (sandbox.network.allow)`);
        return new RunSandbox(opts, mode, found);
    }
    /** The sandbox for execute_command; undefined when commands run unconfined. */
    get commands() {
        return this.commandSandbox;
    }
    /**
     * A stdio server's own sandbox — its own PID namespace, so no command and no other
     * server can read its environment (the secrets its config hands it) or its memory
     * — with its `network` entries on top of the run's.
     */
    server(network) {
        if (!this.mechanism)
            return undefined;
        return this.lazy([...this.opts.config.network.allow, ...network]);
    }
    /** A host refused outside the proxy (web_fetch), counted in the same report. */
    noteBlocked(host) {
        const name = host.toLowerCase();
        this.blocked.set(name, (this.blocked.get(name) ?? 0) + 1);
    }
    /** One line per blocked host, for the console, the progress comment and the job summary. */
    blockedReport() {
        return (0,_egress_proxy_js__WEBPACK_IMPORTED_MODULE_5__/* .describeBlocked */ .G)(this.blocked);
    }
    async close() {
        const all = await Promise.allSettled(this.started);
        for (const result of all)
            if (result.status === "fulfilled")
                await result.value.close();
    }
    lazy(allow) {
        let sandbox;
        const start = () => {
            sandbox = _namespace_js__WEBPACK_IMPORTED_MODULE_7__/* .NamespaceSandbox */ .Lm.start({
                mechanism: this.mechanism,
                workspace: this.opts.workspace,
                hide: hiddenPaths(this.opts.env, this.opts.hide ?? []),
                readOnly: this.opts.readOnly?.length ? this.opts.readOnly : undefined,
                limits: this.opts.config.limits,
                allow: new _allowlist_js__WEBPACK_IMPORTED_MODULE_4__/* .Allowlist */ .k(allow),
                blocked: this.blocked,
            });
            this.started.push(sandbox);
            return sandbox;
        };
        return {
            proxyUrl: _namespace_js__WEBPACK_IMPORTED_MODULE_7__/* .PROXY_URL */ .Rg,
            launch: async (spec) => (await (sandbox ?? start())).launch(spec),
            settle: async () => {
                if (sandbox)
                    await (await sandbox).settle();
            },
            places: _namespace_js__WEBPACK_IMPORTED_MODULE_7__/* .SANDBOX_PLACES */ .Ng,
            hidden: (p) => hiddenBy(p, this.opts),
        };
    }
}
/**
 * What hides `target` inside the sandbox, said the way a person recognises it,
 * or undefined when it is visible (the work tree and the read-only folders are,
 * wherever they are).
 */
function hiddenBy(target, opts) {
    const p = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(target);
    const within = (dir) => p === dir || p.startsWith(dir.endsWith("/") ? dir : `${dir}/`);
    if ([opts.workspace, ...(opts.readOnly ?? [])].some((dir) => within(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(dir))))
        return undefined;
    const names = [
        [opts.env.HOME, "the runner's home"],
        [opts.env.RUNNER_TEMP, "RUNNER_TEMP"],
        [opts.env.GITHUB_ACTION_PATH, "the action's directory"],
        [actionDirectory(), "Patchbay's own directory"],
        ...(opts.hide ?? []).map((dir) => [dir, "Patchbay's own files"]),
        ["/tmp", "the host's /tmp (the sandbox has its own)"],
        ["/run", "/run"],
    ];
    for (const [dir, name] of names)
        if (dir && node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(dir) && dir !== "/" && within(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(dir)))
            return `${name}, ${dir}, is hidden there`;
    return undefined;
}
/** The runner's home, RUNNER_TEMP and the action's own directory. */
function hiddenPaths(env, extra) {
    const candidates = [env.HOME, env.RUNNER_TEMP, env.GITHUB_ACTION_PATH, actionDirectory(), ...extra];
    return [...new Set(candidates.filter((p) => !!p && node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(p) && p !== "/"))];
}
/** Where Patchbay itself is installed: the nearest folder above this module with action.yml (dist/ has its own package.json). */
function actionDirectory() {
    let dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
    while (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, "action.yml"))) {
        const parent = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(dir);
        if (parent === dir)
            return undefined;
        dir = parent;
    }
    return dir;
}


/***/ })

};
