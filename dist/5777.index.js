export const id = 5777;
export const ids = [5777,1896];
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
/* harmony import */ var _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63846);
/* harmony import */ var _transport_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(72720);
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
    let out = message;
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
    const status = (0,_transport_js__WEBPACK_IMPORTED_MODULE_1__/* .httpStatus */ .nG)(error);
    if (status === 401 || status === 403)
        return `${target.url} answered HTTP ${status} (not authorized); set \`headers\` (e.g. Authorization: "Bearer \${TOKEN}") or \`oauth\` for this server`;
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
    if (error instanceof _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .McpError */ .Nh && error.code === _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .ErrorCode */ .O4.ConnectionClosed)
        return "the server closed the connection before the handshake finished";
    return errorText(error);
}
/** Why a call failed, for the model and the log. */
function describeCallError(error, timeoutSeconds) {
    if (error instanceof _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .McpError */ .Nh) {
        if (error.code === _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .ErrorCode */ .O4.RequestTimeout)
            return `no answer within ${timeoutSeconds} s, so the request was cancelled (the limit is the server's \`timeout\` in the config); try a smaller request or go on without this tool`;
        if (error.code === _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .ErrorCode */ .O4.ConnectionClosed)
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
        super(`did not finish connecting within ${ms / 1000} s (the server never answered initialize or tools/list); raise \`connect_timeout\` if it is just slow`);
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

/***/ 45777:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  McpHub: () => (/* binding */ McpHub)
});

// EXTERNAL MODULE: ./src/config/schema.ts + 1 modules
var schema = __webpack_require__(51428);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/index.js + 1 modules
var esm_client = __webpack_require__(53018);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/sse.js + 1 modules
var sse = __webpack_require__(10053);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/inMemory.js
var inMemory = __webpack_require__(10579);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/types.js
var types = __webpack_require__(63846);
// EXTERNAL MODULE: ./src/mcp/errors.ts
var errors = __webpack_require__(28377);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/validation/ajv-provider.js
var ajv_provider = __webpack_require__(69400);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 2 modules
var schemas = __webpack_require__(88343);
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
let sharedValidator;
/** One ajv instance for all servers, created on first use (nothing at import time). */
function validatorFactory() {
    sharedValidator ??= new ajv_provider/* AjvJsonSchemaValidator */.p();
    return sharedValidator;
}
function describe(item, index) {
    const parsed = schemas/* object */.Ikc({ name: schemas/* string */.YjP() }).safeParse(item);
    return parsed.success ? `"${parsed.data.name}"` : `#${index + 1} (no name)`;
}
async function listTools(client, options) {
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
        try {
            items.push({ def, validate: validatorFactory().getValidator(def.inputSchema) });
            seen.add(def.name);
        }
        catch (error) {
            const why = error instanceof Error ? error.message : String(error);
            warnings.push(`tool "${def.name}" dropped: its inputSchema is not a valid JSON Schema (${why})`);
        }
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

// EXTERNAL MODULE: ./src/mcp/transport.ts + 2 modules
var mcp_transport = __webpack_require__(72720);
;// CONCATENATED MODULE: ./src/mcp/open-remote.ts


/** Attaches over the first transport that works; returns the kind it settled on. */
async function openRemote(config, kind, fetchFn, attach) {
    const auth = (0,mcp_transport/* createAuth */.PA)(config, fetchFn);
    const first = kind === "sse" ? "sse" : "http";
    try {
        await attach((0,mcp_transport/* createRemoteTransport */.Ul)(config, first, auth, fetchFn));
    }
    catch (error) {
        if (kind !== "auto" || !(0,mcp_transport/* shouldFallBackToSse */.ez)(error))
            throw error;
        try {
            await attach((0,mcp_transport/* createRemoteTransport */.Ul)(config, "sse", auth, fetchFn));
        }
        catch (sseError) {
            throw new errors/* FallbackError */.Bv(error, sseError, config.url);
        }
        return "sse";
    }
    return first;
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
    if (text.length <= max)
        return text;
    const half = Math.floor(max / 2);
    const cut = text.length - 2 * half;
    return `${text.slice(0, half)}\n[… ${cut} characters cut from the middle of a ${text.length}-character result …]\n${text.slice(text.length - half)}`;
}
function bytesOfBase64(data) {
    return Math.floor((data.length * 3) / 4);
}
function describePart(part, images, budget) {
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
            if ("text" in r)
                return `[resource ${r.uri}${r.mimeType ? `, ${r.mimeType}` : ""}]\n${r.text}`;
            return `[resource ${r.uri}: ${r.mimeType ?? "binary"}, ${bytesOfBase64(r.blob)} bytes, not shown]`;
        }
    }
}
/** A tools/call result as the model sees it; `isError` becomes ok=false naming the server and tool. */
function normalizeCallResult(result, where, limits = DEFAULT_LIMITS) {
    const images = [];
    const budget = { imageChars: limits.maxImageChars };
    const parts = result.content.map((part) => describePart(part, images, budget));
    let text = parts.join("\n");
    if (parts.length === 0 && result.structuredContent !== undefined)
        text = JSON.stringify(result.structuredContent);
    if (result.isError) {
        text = `MCP tool "${where.tool}" on server "${where.server}" reported an error:\n${text || "(no details given)"}`;
    }
    else if (text === "") {
        text = "(the tool returned no content)";
    }
    return { ok: !result.isError, content: capText(text, limits.maxChars), ...(images.length ? { images } : {}) };
}
/** A resources/read result as text for access_mcp_resource. */
function normalizeReadResult(result, where, limits = DEFAULT_LIMITS) {
    const parts = result.contents.map((c) => {
        if ("text" in c)
            return result.contents.length > 1 ? `[${c.uri}]\n${c.text}` : c.text;
        return `[${c.uri}: ${c.mimeType ?? "binary"}, ${bytesOfBase64(c.blob)} bytes of binary, not shown]`;
    });
    const text = parts.join("\n") || `(resource ${where.uri} on server "${where.server}" is empty)`;
    return { ok: true, content: capText(text, limits.maxChars) };
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

;// CONCATENATED MODULE: ./src/mcp/connection.ts
/**
 * One MCP server's connection: connect with a deadline, keep its tool list
 * fresh, restart a stdio server that dies (or reconnect an SSE server whose
 * stream dropped) a bounded number of times, call tools. It never throws for a
 * server's failure — failures become status text (for `mcp list`) or a
 * ToolResult with ok=false (for the model) — so one bad server cannot take the
 * hub or the other servers down.
 */











const CLIENT_INFO = { name: "patchbay", version: "0.1.0" };
class McpConnection {
    name;
    config;
    opts;
    inProcess;
    state;
    kind;
    error;
    connectMs;
    client;
    stdio;
    server;
    listed = [];
    warnings = [];
    budget;
    closing = false;
    refreshing;
    refreshAgain = false;
    /** Counts connect attempts, so an attempt that lost the race with its deadline cannot install its client. */
    attempt = 0;
    constructor(name, config, opts, inProcess) {
        this.name = name;
        this.config = config;
        this.opts = opts;
        this.inProcess = inProcess;
        this.state = config.disabled && !inProcess ? "disabled" : "connecting";
        this.kind = inProcess ? "in-process" : (0,mcp_transport/* requestedTransport */.AD)(config);
        this.budget = new RestartBudget(opts.restart);
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
        return {
            name: this.name,
            transport: this.kind,
            status: this.state,
            ...(this.error ? { error: this.error } : {}),
            ...(stderr ? { stderr } : {}),
            ...(this.connectMs !== undefined ? { connectMs: this.connectMs } : {}),
            tools: this.listed.length,
            warnings: [...this.warnings],
            restarts: this.budget.total,
            ...(info ? { serverInfo: { name: info.name, version: info.version } } : {}),
        };
    }
    /** Connects (never throws); afterwards the status says how it went. */
    async connect() {
        if (this.state === "disabled" || this.closing)
            return;
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
            const message = error instanceof errors/* ConnectTimeoutError */.AQ ? error.message : (0,errors/* describeConnectError */.U3)(error, this.config);
            this.fail((0,errors/* withClues */.ds)(message, this.clues()));
        }
        finally {
            clearTimeout(timer);
        }
    }
    clues() {
        return { stderr: this.stdio?.stderr.toString(), garbage: this.stdio?.garbage, exit: this.exitHow };
    }
    exitHow;
    fail(message) {
        this.state = "failed";
        this.error = message;
        this.opts.onLog?.({ server: this.name, level: "error", message: `MCP server "${this.name}" failed: ${message}` });
    }
    newClient() {
        const client = new esm_client/* Client */.K(CLIENT_INFO, { capabilities: {} });
        client.setNotificationHandler(types/* ToolListChangedNotificationSchema */.fH, () => this.refreshTools());
        client.setNotificationHandler(types/* LoggingMessageNotificationSchema */.B, (n) => {
            const data = n.params.data;
            const text = typeof data === "string" ? data : JSON.stringify(data);
            const logger = n.params.logger ? `${n.params.logger}: ` : "";
            this.opts.onLog?.({ server: this.name, level: n.params.level, message: `${logger}${text}` });
        });
        return client;
    }
    async open(timeoutMs, attempt) {
        this.exitHow = undefined;
        const requestOptions = { timeout: timeoutMs };
        if (this.inProcess) {
            const [clientSide, serverSide] = inMemory/* InMemoryTransport */.W.createLinkedPair();
            this.server = this.inProcess.create();
            await this.server.connect(serverSide);
            await this.attach(clientSide, requestOptions, attempt);
        }
        else if (this.kind === "stdio") {
            const transport = (0,mcp_transport/* createStdioTransport */.xf)(this.config, this.opts);
            transport.onexit = (how) => {
                this.exitHow = how;
            };
            this.stdio = transport;
            await this.attach(transport, requestOptions, attempt);
        }
        else {
            const requested = this.kind === "auto" || this.kind === "sse" ? this.kind : "http";
            this.kind = await openRemote(this.config, requested, this.opts.fetch, (transport) => this.attach(transport, requestOptions, attempt));
        }
    }
    async attach(transport, options, attempt) {
        if (attempt !== this.attempt || this.closing) {
            await transport.close();
            throw new Error("connect attempt abandoned");
        }
        const client = this.newClient();
        this.client = client;
        client.onclose = () => this.onClosed(client);
        client.onerror = (error) => this.onTransportError(client, error);
        await client.connect(transport, options);
        if (attempt !== this.attempt || this.closing) {
            await client.close();
            throw new Error("connect attempt abandoned");
        }
        if (client.getServerCapabilities()?.tools) {
            const listing = await listTools(client, options);
            this.setTools(listing.items, listing.warnings);
        }
        else {
            this.setTools([], []);
        }
    }
    setTools(items, warnings) {
        this.listed = items;
        this.warnings = warnings;
        for (const warning of warnings)
            this.opts.onLog?.({ server: this.name, level: "warning", message: `MCP server "${this.name}": ${warning}` });
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
                if (!client || this.state !== "connected")
                    break;
                try {
                    const listing = await listTools(client, { timeout: this.config.timeout * 1000 });
                    if (client === this.client)
                        this.setTools(listing.items, listing.warnings);
                    this.opts.onToolsChanged?.(this.name);
                }
                catch (error) {
                    this.opts.onLog?.({
                        server: this.name,
                        level: "warning",
                        message: `MCP server "${this.name}" changed its tools but listing them failed (${(0,errors/* errorText */.kc)(error)}); keeping the previous list`,
                    });
                }
            } while (this.refreshAgain);
        })().finally(() => {
            this.refreshing = undefined;
        });
    }
    /** Resolves when no tool refresh is running (tests and `mcp list` want the settled list). */
    async settled() {
        while (this.refreshing)
            await this.refreshing;
    }
    transportErrors = 0;
    /**
     * Transport trouble that is not a failed request. An SSE stream that drops
     * leaves the session without a way to answer pending calls (the EventSource
     * reconnects, but the old session's replies are gone), so the connection is
     * closed and reconnected instead of letting those calls run into their timeout.
     */
    onTransportError(client, error) {
        if (client !== this.client || this.closing)
            return;
        if (this.transportErrors++ < 5)
            this.opts.onLog?.({
                server: this.name,
                level: "warning",
                message: `MCP server "${this.name}": ${error.message}`,
            });
        if (this.state === "connected" && this.kind === "sse" && error instanceof sse/* SseError */._) {
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
            this.opts.onLog?.({
                server: this.name,
                level: "warning",
                message: `MCP server "${this.name}" stopped (${why}); reconnecting, its tools are unavailable meanwhile`,
            });
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
    unavailable(tool) {
        const why = this.state === "connecting"
            ? "the server is (re)starting; try again shortly"
            : `the server is ${this.state}${this.error ? `: ${this.error}` : ""}`;
        return errorResult(`tool unavailable, ${why}`, { server: this.name, tool });
    }
    async callTool(tool, args, opts = {}) {
        const where = { server: this.name, tool };
        const client = this.client;
        if (!client || this.state !== "connected")
            return this.unavailable(tool);
        const call = perCallSignal(opts.signal);
        try {
            const result = await client.request({ method: "tools/call", params: { name: tool, arguments: args } }, types/* CallToolResultSchema */.TF, {
                signal: call.signal,
                timeout: this.config.timeout * 1000,
                resetTimeoutOnProgress: true,
                // Always asked for, so progress notifications keep a long call alive.
                onprogress: (p) => opts.progress?.(progressText(p)),
            });
            return normalizeCallResult(result, where);
        }
        catch (error) {
            // Give the exit handler a moment, so a crash is reported with its stderr.
            await new Promise((r) => setImmediate(r));
            const text = (0,errors/* describeCallError */.iR)(error, this.config.timeout);
            const clues = error instanceof Error && /closed/.test(text) ? this.clues() : {};
            return errorResult((0,errors/* withClues */.ds)(text, clues), where);
        }
        finally {
            call.dispose();
        }
    }
    async listResources() {
        const client = this.client;
        if (!client || this.state !== "connected" || !client.getServerCapabilities()?.resources)
            return { resources: [], templates: [], warnings: [] };
        const options = { timeout: this.config.timeout * 1000 };
        const [resources, templates] = await Promise.all([
            listResources(client, options),
            listResourceTemplates(client, options).catch((error) => ({
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
        const client = this.client;
        if (!client || this.state !== "connected")
            return { ok: false, content: `MCP server "${this.name}" is ${this.state}; cannot read ${uri}` };
        const call = perCallSignal(signal);
        try {
            const result = await client.request({ method: "resources/read", params: { uri } }, types/* ReadResourceResultSchema */.ve, {
                signal: call.signal,
                timeout: this.config.timeout * 1000,
            });
            return normalizeReadResult(result, { server: this.name, uri });
        }
        catch (error) {
            return {
                ok: false,
                content: `reading resource ${uri} from MCP server "${this.name}" failed: ${(0,errors/* describeCallError */.iR)(error, this.config.timeout)}`,
            };
        }
        finally {
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
                const { resources, templates, warnings } = await c.listResources();
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
        return connection.readResource(uri);
    }
}

;// CONCATENATED MODULE: ./src/mcp/tool-adapter.ts
function isRecord(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}
function adaptTool(name, server, listed, call) {
    const def = listed.def;
    const annotations = def.annotations
        ? {
            ...(def.annotations.readOnlyHint !== undefined ? { readOnlyHint: def.annotations.readOnlyHint } : {}),
            ...(def.annotations.destructiveHint !== undefined ? { destructiveHint: def.annotations.destructiveHint } : {}),
        }
        : undefined;
    const inputSchema = { ...def.inputSchema };
    return {
        name,
        description: def.description ?? def.title ?? def.annotations?.title ?? `Tool "${def.name}" of MCP server "${server}"`,
        inputSchema,
        source: server,
        ...(annotations ? { annotations } : {}),
        parse(input) {
            // Models send nothing at all for tools without parameters.
            const value = input === undefined || input === null ? {} : input;
            if (!isRecord(value))
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
        execute: (input, ctx) => call(server, def.name, input, { signal: ctx.signal, ...(ctx.progress ? { progress: ctx.progress } : {}) }),
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
            connections.push(new McpConnection(name, config, opts));
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
    /** The adapted tool for a real server and tool name, if that server lists it. */
    findTool(server, tool) {
        return this.adapted().find((a) => a.server === server && a.realName === tool)?.tool;
    }
    /** The real server and tool behind a model-facing name (`mcp__fs__read_file`), or a real tool name of `server`. */
    resolveTool(server, name) {
        const found = this.adapted().find((a) => a.server === server && (a.realName === name || a.tool.name === name));
        return found && { server: found.server, realName: found.realName };
    }
    adapted() {
        const entries = this.connections.flatMap((c) => c.tools.map((listed) => ({ connection: c, listed })));
        const names = new mcp_names/* ToolNameMap */.aL(entries.map((e) => ({ server: e.connection.name, tool: e.listed.def.name })));
        return entries.map((e) => {
            const server = e.connection.name;
            const realName = e.listed.def.name;
            const name = names.nameOf(server, realName) ?? realName;
            const tool = adaptTool(name, server, e.listed, (s, t, args, o) => this.callTool(s, t, args, o));
            return { server, realName, tool };
        });
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
    /** One server's resources and templates, structured (for `patchbay mcp list`). */
    async serverResources(server) {
        const connection = this.connections.find((c) => c.name === server);
        if (!connection)
            throw new errors/* McpHubError */.cB(`there is no MCP server "${server}"`, "unknown_server");
        return connection.listResources();
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

/***/ 61896:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fl: () => (/* binding */ baseName),
/* harmony export */   aL: () => (/* binding */ ToolNameMap),
/* harmony export */   aj: () => (/* binding */ sanitize),
/* harmony export */   qN: () => (/* binding */ serverOfToolName)
/* harmony export */ });
/* unused harmony exports MAX_TOOL_NAME, mapToolNames */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Model-facing names for MCP tools (DESIGN §4): `mcp__<server>__<tool>`,
 * restricted to [A-Za-z0-9_-] and 64 characters, which every model provider
 * accepts. Pure, so the mapping is table-tested and identical on every run:
 * the same servers and tools always get the same names, whatever order they
 * connected in.
 */

const MAX_TOOL_NAME = 64;
const PREFIX = "mcp__";
/** Replaces every character outside [A-Za-z0-9_-] with `_`. */
function sanitize(part) {
    return part.replace(/[^A-Za-z0-9_-]/g, "_");
}
/** Six hex characters of a hash of the real identity: short, stable, and different for different tools. */
function shortHash(ref, salt = 0) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(`${ref.server}\u0000${ref.tool}\u0000${salt}`).digest("hex").slice(0, 6);
}
function withSuffix(base, suffix) {
    return `${base.slice(0, MAX_TOOL_NAME - suffix.length - 1)}_${suffix}`;
}
/** The name a tool gets when nothing collides with it. */
function baseName(ref) {
    const full = `${PREFIX}${sanitize(ref.server)}__${sanitize(ref.tool)}`;
    return full.length <= MAX_TOOL_NAME ? full : withSuffix(full, shortHash(ref));
}
/**
 * Names for a set of tools. Collisions (after sanitizing or cutting) are
 * resolved deterministically: refs are ordered by (server, tool); the first
 * keeps the plain name and later ones get a hash suffix of their real identity.
 */
function mapToolNames(refs) {
    const ordered = [...refs].sort((a, b) => compare(a.server, b.server) || compare(a.tool, b.tool));
    const taken = new Set();
    const out = [];
    for (const ref of ordered) {
        let name = baseName(ref);
        for (let salt = 0; taken.has(name); salt++)
            name = withSuffix(baseName(ref), shortHash(ref, salt));
        taken.add(name);
        out.push({ ...ref, name });
    }
    return out;
}
function compare(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** Lookup from model-facing name back to the real server and tool. */
class ToolNameMap {
    byName = new Map();
    byRef = new Map();
    constructor(refs) {
        for (const mapped of mapToolNames(refs)) {
            this.byName.set(mapped.name, { server: mapped.server, tool: mapped.tool });
            this.byRef.set(`${mapped.server}\u0000${mapped.tool}`, mapped.name);
        }
    }
    resolve(name) {
        return this.byName.get(name);
    }
    nameOf(server, tool) {
        return this.byRef.get(`${server}\u0000${tool}`);
    }
}
/**
 * The configured server a model-facing name (`mcp__<server>__<tool>`) belongs to:
 * the one whose sanitized name the prefix spells, the longest should one prefix another.
 */
function serverOfToolName(name, servers) {
    return servers
        .filter((server) => name.startsWith(`mcp__${sanitize(server)}__`))
        .sort((a, b) => sanitize(b).length - sanitize(a).length)[0];
}


/***/ }),

/***/ 72720:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PA: () => (/* binding */ createAuth),
  Ul: () => (/* binding */ createRemoteTransport),
  xf: () => (/* binding */ createStdioTransport),
  nG: () => (/* binding */ httpStatus),
  AD: () => (/* binding */ requestedTransport),
  ez: () => (/* binding */ shouldFallBackToSse)
});

// UNUSED EXPORTS: defaultEnvironment

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/sse.js + 1 modules
var sse = __webpack_require__(10053);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/stdio.js + 1 modules
var stdio = __webpack_require__(12420);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/streamableHttp.js + 1 modules
var streamableHttp = __webpack_require__(65939);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/auth.js + 5 modules
var auth = __webpack_require__(84779);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 2 modules
var schemas = __webpack_require__(88343);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/coerce.js
var coerce = __webpack_require__(49567);
;// CONCATENATED MODULE: ./src/mcp/oauth.ts
/**
 * OAuth 2 client credentials for remote MCP servers (config `oauth:`). No
 * browser flow: Patchbay runs unattended, so the only grant is the one a CI job
 * can do alone. The token comes from `token_url`, or from the endpoint the
 * server's OAuth metadata names (RFC 9728 → RFC 8414), and is fetched again
 * when it expires or the server answers 401.
 */


class OAuthError extends Error {
    status;
    constructor(message, status) {
        super(message);
        this.status = status;
        this.name = "OAuthError";
    }
}
const tokenResponse = schemas/* object */.Ikc({
    access_token: schemas/* string */.YjP().min(1),
    token_type: schemas/* string */.YjP().optional(),
    expires_in: coerce/* number */.ai().positive().optional(),
});
/** Tokens are renewed this long before they expire, so a request never leaves with a token about to die. */
const EARLY_MS = 30_000;
class ClientCredentials {
    settings;
    serverUrl;
    baseFetch;
    now;
    token;
    endpoint;
    inflight;
    constructor(settings, serverUrl, baseFetch = fetch, now = Date.now) {
        this.settings = settings;
        this.serverUrl = serverUrl;
        this.baseFetch = baseFetch;
        this.now = now;
    }
    /** A fetch that sends the bearer token and, on a 401, gets a fresh one and retries once. */
    fetch = async (url, init) => {
        const first = await this.baseFetch(url, this.withToken(init, await this.accessToken()));
        if (first.status !== 401)
            return first;
        await first.body?.cancel();
        this.token = undefined;
        return this.baseFetch(url, this.withToken(init, await this.accessToken()));
    };
    /** A valid access token, fetched when there is none or it is about to expire. */
    async accessToken() {
        if (this.token && this.token.renewAt > this.now())
            return this.token.value;
        // Concurrent requests share one token request.
        this.inflight ??= this.requestToken().finally(() => {
            this.inflight = undefined;
        });
        return this.inflight;
    }
    withToken(init, token) {
        const headers = new Headers(init?.headers);
        headers.set("Authorization", `Bearer ${token}`);
        return { ...init, headers };
    }
    async resolveEndpoint() {
        if (this.settings.token_url)
            return { url: this.settings.token_url, method: "basic" };
        let info;
        try {
            info = await (0,auth/* discoverOAuthServerInfo */.kI)(this.serverUrl, { fetchFn: this.baseFetch });
        }
        catch (error) {
            throw new OAuthError(`could not discover the OAuth token endpoint of ${this.serverUrl.href}: ${message(error)}; set oauth.token_url`);
        }
        const meta = info.authorizationServerMetadata;
        if (!meta?.token_endpoint)
            throw new OAuthError(`${info.authorizationServerUrl} publishes no OAuth metadata with a token_endpoint; set oauth.token_url`);
        const methods = meta.token_endpoint_auth_methods_supported;
        const method = methods && !methods.includes("client_secret_basic") && methods.includes("client_secret_post");
        return { url: meta.token_endpoint, method: method ? "post" : "basic", resource: info.resourceMetadata?.resource };
    }
    async requestToken() {
        this.endpoint ??= await this.resolveEndpoint();
        const { url, method, resource } = this.endpoint;
        const body = new URLSearchParams({ grant_type: "client_credentials" });
        if (this.settings.scope)
            body.set("scope", this.settings.scope);
        if (resource)
            body.set("resource", resource);
        const headers = {
            "Content-Type": "application/x-www-form-urlencoded",
            Accept: "application/json",
        };
        if (method === "basic") {
            const id = encodeURIComponent(this.settings.client_id);
            const secret = encodeURIComponent(this.settings.client_secret);
            headers.Authorization = `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;
        }
        else {
            body.set("client_id", this.settings.client_id);
            body.set("client_secret", this.settings.client_secret);
        }
        let response;
        try {
            response = await this.baseFetch(url, { method: "POST", headers, body: body.toString() });
        }
        catch (error) {
            throw new OAuthError(`token request to ${url} failed: ${message(error)}`);
        }
        const text = await response.text();
        if (!response.ok)
            throw new OAuthError(`token request to ${url} answered HTTP ${response.status}: ${text.slice(0, 300)}; check oauth.client_id and oauth.client_secret`, response.status);
        let parsed;
        try {
            parsed = tokenResponse.parse(JSON.parse(text));
        }
        catch {
            throw new OAuthError(`token endpoint ${url} did not return a JSON access_token: ${text.slice(0, 200)}`);
        }
        const lifetime = (parsed.expires_in ?? 3600) * 1000;
        this.token = { value: parsed.access_token, renewAt: this.now() + lifetime - Math.min(EARLY_MS, lifetime / 2) };
        return parsed.access_token;
    }
}
function message(error) {
    return error instanceof Error ? error.message : String(error);
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/types.js
var types = __webpack_require__(63846);
;// CONCATENATED MODULE: ./src/mcp/stdio-transport.ts
/**
 * A stdio MCP transport that owns its child as a process group. The SDK's
 * StdioClientTransport signals only the direct child, so the real server
 * behind `npx -y some-server` (npx → sh → node) can outlive Patchbay; here the
 * server runs in its own group and close() takes the whole group down
 * (stdin EOF → SIGTERM → SIGKILL). stderr is kept as a bounded tail for status
 * and error messages, and lines on stdout that are not JSON-RPC are reported
 * instead of silently dropped.
 */


/** How long a server gets to exit after stdin closes, and again after SIGTERM. */
const GRACE_MS = 1000;
const MAX_LINE = 64 * 1024 * 1024;
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
    pending = "";
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
            child.stdout?.setEncoding("utf8");
            child.stdout?.on("data", (chunk) => this.read(chunk));
            child.stderr?.setEncoding("utf8");
            child.stderr?.on("data", (chunk) => this.stderr.push(chunk));
        });
    }
    read(chunk) {
        this.pending += chunk;
        if (this.pending.length > MAX_LINE) {
            this.pending = "";
            this.onerror?.(new Error(`a message on stdout exceeded ${MAX_LINE} bytes`));
            return;
        }
        let newline = this.pending.indexOf("\n");
        while (newline !== -1) {
            const line = this.pending.slice(0, newline).replace(/\r$/, "");
            this.pending = this.pending.slice(newline + 1);
            if (line.trim() !== "")
                this.parse(line);
            newline = this.pending.indexOf("\n");
        }
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
        this.onmessage?.(message.data);
    }
    send(message) {
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
function createStdioTransport(config, opts) {
    if (!config.command)
        throw new Error("a stdio server needs `command`");
    return new ProcessGroupStdioTransport({
        command: config.command,
        args: config.args,
        cwd: config.cwd ? external_node_path_default().resolve(opts.cwd, config.cwd) : opts.cwd,
        env: { ...defaultEnvironment(opts.env), ...config.env },
        sandbox: opts.sandboxFor?.(config.network),
    });
}
/** A remote transport; `auth` (when the server has `oauth:`) supplies the token through fetch. */
function createRemoteTransport(config, kind, auth, baseFetch) {
    if (!config.url)
        throw new Error(`a ${kind} server needs \`url\``);
    const url = new URL(config.url);
    const requestInit = { headers: config.headers };
    const fetchFn = auth?.fetch ?? baseFetch;
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
function createAuth(config, baseFetch) {
    if (!config.oauth || !config.url)
        return undefined;
    return new ClientCredentials(config.oauth, new URL(config.url), baseFetch);
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


/***/ })

};
