export const id = 4504;
export const ids = [4504];
export const modules = {

/***/ 71270:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  v5: () => (/* binding */ MASK),
  vb: () => (/* binding */ MIN_SECRET_LENGTH),
  pO: () => (/* binding */ Redactor)
});

// EXTERNAL MODULE: ./src/util/env.ts
var util_env = __webpack_require__(35767);
;// CONCATENATED MODULE: ./src/secrets/secret-forms.ts
/**
 * The forms a secret takes on its way out (docs/decisions/0008-secrets-never-leave.md): a token pasted into a
 * URL is percent-encoded, one sent as basic auth is base64 of
 * `x-access-token:<token>`, a dump shows hex. Redaction masks each form, not only
 * the raw value.
 */
/** Forms shorter than this are not masked: they would match ordinary text. */
const MIN_FORM_LENGTH = 8;
/**
 * Base64 of `value` wherever it sits in a longer encoded text: the encoding of
 * a byte depends on its offset modulo 3, so each of the three alignments gives a
 * run of characters that only `value` produces (the edges, mixed with the
 * neighbours' bits, are dropped).
 */
function base64Forms(value) {
    const forms = [];
    for (const shift of [0, 1, 2]) {
        const padded = Buffer.concat([Buffer.alloc(shift), value]);
        const encoded = padded.toString("base64").replace(/=+$/, "");
        const start = Math.ceil((shift * 8) / 6);
        const end = Math.floor(((shift + value.length) * 8) / 6);
        const core = encoded.slice(start, end);
        forms.push(core, core.replace(/\+/g, "-").replace(/\//g, "_"));
    }
    return forms;
}
/** Every encoded form of `secret` worth masking, the raw value excluded. */
function secretForms(secret) {
    const raw = Buffer.from(secret, "utf8");
    const hex = raw.toString("hex");
    const forms = [
        ...base64Forms(raw),
        Buffer.from(`x-access-token:${secret}`, "utf8").toString("base64"),
        hex,
        hex.toUpperCase(),
        encodeURIComponent(secret),
        // Form-encoding writes a space as "+".
        encodeURIComponent(secret).replace(/%20/g, "+"),
    ];
    return [...new Set(forms)].filter((f) => f !== secret && f.length >= MIN_FORM_LENGTH);
}

;// CONCATENATED MODULE: ./src/secrets/secret-matcher.ts
/**
 * Where a run's secret values appear in a text, in any form worth finding: the
 * value itself and its encodings (secret-forms.ts), the value reversed, and any
 * contiguous part of it of PART_LENGTH characters or more (of the value or of
 * its reverse). A token cut to fit a comment, split across two lines, or
 * written backwards by a model asked to "obfuscate" it still has a 12-character
 * run in common with the real one; an ordinary word does not.
 *
 * Parts are found in one pass with a rolling hash over 12-character windows
 * (Rabin–Karp), so the cost follows the text's length, not the number of
 * windows: a 2 MB session state is scanned in milliseconds, not in one indexOf
 * per window. secretlint (the push gate's other scanner) knows providers'
 * token shapes, not this run's values; no library we looked at (secretlint,
 * detect-secrets, gitleaks' rules) finds parts of known values.
 */

/** A part of a secret this long or longer is masked or reported. */
const PART_LENGTH = 12;
const BASE = 0x01000193;
function windowHash(text, start) {
    let h = 0;
    for (let i = start; i < start + PART_LENGTH; i++)
        h = (Math.imul(h, BASE) + text.charCodeAt(i)) | 0;
    return h;
}
/** BASE^(PART_LENGTH-1), to take the leaving character out of the rolling hash. */
const LEAD = (() => {
    let p = 1;
    for (let i = 1; i < PART_LENGTH; i++)
        p = Math.imul(p, BASE);
    return p;
})();
class SecretMatcher {
    /** Whole forms (encodings, the reversed value), longest first. */
    whole;
    /** Values whose every window counts: each secret and its reverse. */
    partSources = [];
    /** window hash → (source index, offset) of every window with that hash. */
    windows = new Map();
    /** `values`: the secrets (shorter than 4 characters are ignored, as by the Redactor). */
    constructor(values) {
        const whole = new Set();
        for (const value of values) {
            if (value.length < 4)
                continue;
            const reversed = [...value].reverse().join("");
            // A short value reversed is too likely to be an ordinary word backwards.
            for (const form of [value, ...(value.length >= 8 ? [reversed] : []), ...secretForms(value)])
                whole.add(form);
            if (value.length >= PART_LENGTH)
                this.partSources.push(value, reversed);
        }
        this.whole = [...whole].sort((a, b) => b.length - a.length);
        this.partSources.forEach((source, index) => {
            for (let offset = 0; offset + PART_LENGTH <= source.length; offset++) {
                const h = windowHash(source, offset);
                const list = this.windows.get(h);
                if (list)
                    list.push([index, offset]);
                else
                    this.windows.set(h, [[index, offset]]);
            }
        });
    }
    get empty() {
        return this.whole.length === 0;
    }
    /** Every span of `text` that is a form or a part of a secret, merged and in order. */
    find(text) {
        if (this.empty)
            return [];
        const spans = [];
        for (const form of this.whole) {
            for (let i = text.indexOf(form); i !== -1; i = text.indexOf(form, i + form.length))
                spans.push({ start: i, end: i + form.length });
        }
        spans.push(...this.parts(text));
        return merge(spans);
    }
    /** True when `text` holds any form or part of a secret. */
    test(text) {
        if (this.empty)
            return false;
        for (const form of this.whole)
            if (text.includes(form))
                return true;
        return this.parts(text, true).length > 0;
    }
    /** Runs of PART_LENGTH+ characters that a secret (or its reverse) also has, each extended as far as it goes. */
    parts(text, first = false) {
        const spans = [];
        if (this.windows.size === 0 || text.length < PART_LENGTH)
            return spans;
        let h = windowHash(text, 0);
        for (let i = 0;;) {
            const candidates = this.windows.get(h);
            const hit = candidates && this.longest(text, i, candidates);
            if (hit) {
                spans.push({ start: i, end: i + hit });
                if (first)
                    return spans;
                // Jump past the match; re-seed the hash there.
                i += hit;
                if (i + PART_LENGTH > text.length)
                    break;
                h = windowHash(text, i);
                continue;
            }
            if (i + PART_LENGTH >= text.length)
                break;
            h = (Math.imul(h - Math.imul(text.charCodeAt(i), LEAD), BASE) + text.charCodeAt(i + PART_LENGTH)) | 0;
            i++;
        }
        return spans;
    }
    /** The longest run starting at `at` that some candidate window's source continues; 0 when none really matches. */
    longest(text, at, candidates) {
        let best = 0;
        for (const [index, offset] of candidates) {
            const source = this.partSources[index];
            let n = 0;
            while (offset + n < source.length &&
                at + n < text.length &&
                source.charCodeAt(offset + n) === text.charCodeAt(at + n))
                n++;
            if (n >= PART_LENGTH && n > best)
                best = n;
        }
        return best;
    }
}
function merge(spans) {
    spans.sort((a, b) => a.start - b.start || b.end - a.end);
    const out = [];
    for (const s of spans) {
        const last = out[out.length - 1];
        if (last && s.start <= last.end)
            last.end = Math.max(last.end, s.end);
        else
            out.push({ ...s });
    }
    return out;
}

;// CONCATENATED MODULE: ./src/secrets/redactor.ts
/**
 * Redaction of secret values (docs/decisions/0008-secrets-never-leave.md): everything posted to GitHub, logged,
 * written to a transcript or saved in session state goes through one Redactor
 * that knows the secret values of this run.
 */


const MASK = "***";
/**
 * Shorter values are never tracked, nor masked: a short value is a word ("edge",
 * "main", "true"), and masking it would shred every text it appears in. Real
 * credentials are far longer (GitHub's tokens 40, provider keys 40 and up).
 */
const MIN_SECRET_LENGTH = 8;
class Redactor {
    secrets = new Set();
    /** Finds each secret in its encoded forms, reversed, and as any 12-character part (secret-matcher.ts). */
    matcher;
    /** Values shorter than MIN_SECRET_LENGTH are not tracked (see there). */
    add(value) {
        if (!value || value.length < MIN_SECRET_LENGTH || this.secrets.has(value))
            return;
        this.secrets.add(value);
        this.matcher = undefined;
    }
    /** The matcher for the secrets known now (rebuilt after an add). */
    get match() {
        this.matcher ??= new SecretMatcher(this.secrets);
        return this.matcher;
    }
    /** Track every variable of `env` whose name says it holds a secret (util/env.ts isSecretName). */
    addFromEnv(env) {
        for (const [name, value] of Object.entries(env))
            if ((0,util_env/* isSecretName */.eh)(name))
                this.add(value);
    }
    values() {
        return [...this.secrets];
    }
    redact(text) {
        const spans = this.secrets.size ? this.match.find(text) : [];
        if (spans.length === 0)
            return text;
        let out = "";
        let from = 0;
        for (const span of spans) {
            out += text.slice(from, span.start) + MASK;
            from = span.end;
        }
        return out + text.slice(from);
    }
    /** True when `text` holds one of the secrets in any form the redactor masks. */
    finds(text) {
        return this.secrets.size > 0 && this.match.test(text);
    }
    /** Where in `text` the first secret (in any form the redactor masks) starts; -1 when none. */
    locate(text) {
        return this.secrets.size ? (this.match.find(text)[0]?.start ?? -1) : -1;
    }
    /** Redacts every string inside a JSON-like value. */
    redactValue(value) {
        if (typeof value === "string")
            return this.redact(value);
        if (Array.isArray(value))
            return value.map((v) => this.redactValue(v));
        if (value && typeof value === "object") {
            const out = {};
            for (const [k, v] of Object.entries(value))
                out[k] = this.redactValue(v);
            return out;
        }
        return value;
    }
}


/***/ }),

/***/ 91535:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ scanForSecrets)
/* harmony export */ });
let linter;
async function loadLinter() {
    const [{ lintSource }, { creator }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(2830), __webpack_require__.e(198)]).then(__webpack_require__.bind(__webpack_require__, 198)),
        __webpack_require__.e(/* import() */ 1577).then(__webpack_require__.bind(__webpack_require__, 31577)),
    ]);
    const config = { rules: [{ id: "@secretlint/secretlint-rule-preset-recommend", rule: creator }] };
    return async (filePath, content) => {
        const res = await lintSource({
            source: {
                filePath,
                content,
                contentType: "text",
                ext: filePath.includes(".") ? `.${filePath.split(".").pop()}` : "",
            },
            options: { config, maskSecrets: true },
        });
        return res.messages.map((m) => ({ rule: `${m.ruleId} (${m.messageId})`, line: m.loc.start.line }));
    };
}
/** Findings in `content` (the lines a commit adds to `filePath`). */
async function scanForSecrets(filePath, content, redactor) {
    const hits = [];
    if (redactor) {
        const lines = content.split("\n");
        const i = lines.findIndex((l) => redactor.redact(l) !== l);
        if (i >= 0)
            hits.push({ rule: "a secret value of this run (or an encoding of it)", line: i + 1 });
    }
    linter ??= loadLinter();
    hits.push(...(await (await linter)(filePath, content)));
    return hits;
}


/***/ }),

/***/ 35767:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TE: () => (/* binding */ isSafeName),
/* harmony export */   eh: () => (/* binding */ isSecretName),
/* harmony export */   wS: () => (/* binding */ scrubbedEnv)
/* harmony export */ });
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
function isSecretName(name) {
    const words = name
        .toUpperCase()
        .split(/[^A-Z0-9]+/)
        .filter(Boolean);
    return words.some((word, i) => SECRET_WORDS.has(word) || (i > 0 && KEY_PAIRS.has(`${words[i - 1]}_${word}`)));
}
/** The harmless variables (PATH, HOME, LANG, …): a config passing one to a server passes nothing secret. */
function isSafeName(name) {
    return SAFE_NAMES.includes(name);
}
/**
 * The environment for a subprocess: the safe subset of `from`, plus `extra`
 * exactly as given (a config entry's `env:` passes values on purpose).
 */
function scrubbedEnv(from, extra = {}) {
    const env = {};
    for (const name of SAFE_NAMES) {
        const value = from[name];
        if (value !== undefined && !isSecretName(name))
            env[name] = value;
    }
    return { ...env, ...extra };
}


/***/ }),

/***/ 37895:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GI: () => (/* binding */ BoundedBuffer),
/* harmony export */   I1: () => (/* binding */ holdOpen),
/* harmony export */   m0: () => (/* binding */ exec)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The one way Patchbay runs a subprocess (docs/decisions/0020-one-exec.md). The child gets the
 * environment the caller passes — nothing inherited by accident — runs in its own
 * process group, and on timeout or abort the whole group dies (SIGTERM, then
 * SIGKILL), so a `sleep 1000 &` in a tool command cannot outlive the call.
 * Output is kept bounded: head and tail, with the count of bytes dropped.
 */

/**
 * Whether a child and its pipes keep Node's event loop running: a long-lived child
 * waiting for work (git fast-import, the sandbox's standby) must not keep a CLI run
 * that forgot to close it from exiting. The pipes are sockets, though typed as streams.
 */
function holdOpen(child, on) {
    for (const target of [child, child.stdin, child.stdout, child.stderr]) {
        const handle = target;
        on ? handle.ref?.() : handle.unref?.();
    }
}
/** Keeps the first and last `max/2` bytes of a stream. */
class BoundedBuffer {
    max;
    head = [];
    headLen = 0;
    tail = [];
    tailLen = 0;
    dropped = 0;
    constructor(max) {
        this.max = max;
    }
    push(chunk) {
        const half = Math.floor(this.max / 2);
        if (this.headLen < half) {
            const take = chunk.subarray(0, half - this.headLen);
            this.head.push(take);
            this.headLen += take.length;
            chunk = chunk.subarray(take.length);
        }
        if (chunk.length === 0)
            return;
        this.tail.push(chunk);
        this.tailLen += chunk.length;
        const limit = this.max - half;
        while (this.tailLen > limit) {
            const first = this.tail[0];
            const excess = this.tailLen - limit;
            if (first.length <= excess) {
                this.tail.shift();
                this.tailLen -= first.length;
                this.dropped += first.length;
            }
            else {
                this.tail[0] = first.subarray(excess);
                this.tailLen -= excess;
                this.dropped += excess;
            }
        }
    }
    toString() {
        const head = Buffer.concat(this.head).toString("utf8");
        const tail = Buffer.concat(this.tail).toString("utf8");
        if (this.dropped === 0)
            return head + tail;
        return `${head}\n[… ${this.dropped} bytes cut from the middle …]\n${tail}`;
    }
}
/** How long output may still arrive after the child exited (a detached descendant may never close the pipe). */
const EXIT_GRACE_MS = 1000;
function exec(command, args, options) {
    const max = options.maxOutputBytes ?? 1024 * 1024;
    return new Promise((resolve) => {
        const out = new BoundedBuffer(max);
        const err = new BoundedBuffer(max);
        let timedOut = false;
        let aborted = false;
        let settled = false;
        const child = options.start?.() ??
            (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(command, args, {
                cwd: options.cwd,
                env: options.env,
                detached: true, // own process group, so we can kill the whole tree
                stdio: ["pipe", "pipe", "pipe"],
            });
        const killGroup = () => {
            if (child.pid === undefined)
                return;
            try {
                process.kill(-child.pid, "SIGTERM");
            }
            catch {
                // already gone
            }
            setTimeout(() => {
                try {
                    if (child.pid !== undefined)
                        process.kill(-child.pid, "SIGKILL");
                }
                catch {
                    // already gone
                }
            }, 2000).unref();
        };
        const timer = options.timeoutMs && options.timeoutMs > 0
            ? setTimeout(() => {
                timedOut = true;
                killGroup();
            }, options.timeoutMs)
            : undefined;
        const onAbort = () => {
            aborted = true;
            killGroup();
        };
        if (options.signal?.aborted)
            onAbort();
        else
            options.signal?.addEventListener("abort", onAbort, { once: true });
        child.stdout.on("data", (chunk) => {
            out.push(chunk);
            options.onOutput?.(chunk.toString("utf8"), "stdout");
        });
        child.stderr.on("data", (chunk) => {
            err.push(chunk);
            options.onOutput?.(chunk.toString("utf8"), "stderr");
        });
        child.stdin.on("error", () => {
            // the child may exit before reading its input; that is its business
        });
        if (options.input !== undefined)
            child.stdin.end(options.input);
        else
            child.stdin.end();
        const finish = (result) => {
            if (settled)
                return;
            settled = true;
            if (timer)
                clearTimeout(timer);
            options.signal?.removeEventListener("abort", onAbort);
            // Orphans left in the group (a backgrounded `sleep`) die with the call.
            if (child.pid !== undefined) {
                try {
                    process.kill(-child.pid, "SIGKILL");
                }
                catch {
                    // group already empty
                }
            }
            resolve({
                exitCode: null,
                signal: null,
                stdout: out.toString(),
                stderr: err.toString(),
                timedOut,
                aborted,
                truncatedBytes: out.dropped + err.dropped,
                ...result,
            });
        };
        child.on("error", (e) => finish({ spawnError: `${e.code ?? "error"}: ${e.message}` }));
        child.on("close", (code, signal) => finish({ exitCode: code, signal }));
        // A process that left its group (setsid, a daemon) can hold stdout open after the
        // child exited, and "close" would never come: after the exit and a short grace
        // for the last output, stop listening and return.
        child.on("exit", (code, signal) => {
            setTimeout(() => {
                if (settled)
                    return;
                child.stdout.destroy();
                child.stderr.destroy();
                finish({ exitCode: code, signal });
            }, EXIT_GRACE_MS).unref();
        });
    });
}


/***/ }),

/***/ 61138:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IH: () => (/* binding */ staticGitEnv),
/* harmony export */   _h: () => (/* binding */ configEnv),
/* harmony export */   e: () => (/* binding */ mergeGitEnv)
/* harmony export */ });
/**
 * The environment every git Patchbay runs gets, whoever runs it (the git layer,
 * config loading, the read-only file tools): global and system config and
 * attributes are not read, and the keys that name a program or a destination are
 * overridden through GIT_CONFIG_COUNT/KEY/VALUE (the "command" scope, which beats
 * every config file). Keys whose names a repository chooses are added by
 * git/config-overrides.ts.
 */
/**
 * Keys overridden on every call: hooks, fsmonitor, pagers and editors, credential
 * helpers, external diff, signing (gpg is a program), proxies and DNS overrides,
 * submodule recursion (it runs git under another repository's config).
 */
const FIXED_OVERRIDES = [
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
function staticGitEnv() {
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
function configEnv(pairs) {
    const env = { GIT_CONFIG_COUNT: String(pairs.length) };
    pairs.forEach(([key, value], i) => {
        env[`GIT_CONFIG_KEY_${i}`] = key;
        env[`GIT_CONFIG_VALUE_${i}`] = value;
    });
    return env;
}
/** The GIT_CONFIG_* pairs an environment carries. */
function pairsOf(env) {
    const count = Number.parseInt(env?.GIT_CONFIG_COUNT ?? "0", 10) || 0;
    const pairs = [];
    for (let i = 0; i < count; i++)
        pairs.push([env?.[`GIT_CONFIG_KEY_${i}`] ?? "", env?.[`GIT_CONFIG_VALUE_${i}`] ?? ""]);
    return pairs;
}
/** `extra` over `base`, with both sets of GIT_CONFIG pairs kept (extra's last, so they win). */
function mergeGitEnv(base, extra) {
    const pairs = [...pairsOf(base), ...pairsOf(extra)];
    const merged = { ...base, ...extra };
    for (const name of Object.keys(merged))
        if (/^GIT_CONFIG_(COUNT|KEY_\d+|VALUE_\d+)$/.test(name))
            delete merged[name];
    return { ...merged, ...configEnv(pairs) };
}


/***/ }),

/***/ 44841:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ hostGit)
/* harmony export */ });
/* harmony import */ var _exec_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37895);
/* harmony import */ var _git_env_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(61138);
/* harmony import */ var _program_path_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42558);
/**
 * Patchbay's own git on the host for the one-off commands outside the git runner
 * (config loading, preflight, fork safety, the read-only file tools): the git
 * binary, and what git starts by name, come from outside the work tree
 * (program-path.ts), and no hook, fsmonitor, pager or helper a config names runs
 * (staticGitEnv). The git runner (git/runner.ts) does the same for its own calls.
 */



/** `root` is the work tree; `options.env` the (scrubbed) environment the call starts from. */
function hostGit(root, args, options) {
    return (0,_exec_js__WEBPACK_IMPORTED_MODULE_0__/* .exec */ .m0)((0,_program_path_js__WEBPACK_IMPORTED_MODULE_1__/* .gitProgram */ .V0)(options.env, root), args, {
        ...options,
        env: (0,_program_path_js__WEBPACK_IMPORTED_MODULE_1__/* .hostGitEnv */ .io)({ ...options.env, ...(0,_git_env_js__WEBPACK_IMPORTED_MODULE_2__/* .staticGitEnv */ .IH)() }, root),
    });
}


/***/ }),

/***/ 42558:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V0: () => (/* binding */ gitProgram),
/* harmony export */   dW: () => (/* binding */ hostProgram),
/* harmony export */   io: () => (/* binding */ hostGitEnv),
/* harmony export */   y4: () => (/* binding */ hostPath)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/**
 * Which file a program name starts, for the programs Patchbay runs on the host
 * (its own git and what git starts: ssh, an editor, a hook's helpers; the
 * sandbox's way in). PATH is the user's, and a workflow often puts a directory of
 * the work tree on it (`echo "$PWD/node_modules/.bin" >> $GITHUB_PATH`) — a
 * directory the agent writes to. A `git` or `nsenter` it plants there would run
 * on the host, outside the sandbox, the next time the name is looked up. So
 * entries that are relative (resolved against the working directory: the work
 * tree) or inside the work tree — as written, or once symlinks are followed — are
 * left out, and so is a program whose file is a symlink into the work tree.
 *
 * Node's spawn and execvp have no way to skip PATH entries; `which` (npm) finds
 * the same file they would, so it does not help either.
 */


/** The real path of `p`, following symlinks as far as the path exists. */
function real(p) {
    const rest = [];
    let at = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(p);
    for (;;) {
        try {
            return node_path__WEBPACK_IMPORTED_MODULE_1___default().join(node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(at), ...rest);
        }
        catch {
            const parent = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(at);
            if (parent === at)
                return node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(p);
            rest.unshift(node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(at));
            at = parent;
        }
    }
}
/** Whether a path is in the work tree, as written or once symlinks are followed. */
function inTree(workTree) {
    const roots = [...new Set([node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(workTree), real(workTree)])];
    return (p) => {
        const forms = [node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(p), real(p)];
        return forms.some((f) => roots.some((r) => f === r || f.startsWith(`${r}/`)));
    };
}
/** Where programs are when nothing of PATH is left: an empty PATH would have spawn look in the working directory. */
const FALLBACK_PATH = "/usr/local/bin:/usr/bin:/bin";
/**
 * Answers already worked out, by PATH and work tree: every launch and file-tool call
 * asks again, and each answer costs a few system calls per PATH entry. An answer
 * outside the work tree stays right for the run: the agent writes only inside it.
 */
const known = new Map();
/** PATH without relative entries and entries in the work tree (never empty). */
function hostPath(pathValue, workTree) {
    const key = `path\0${pathValue ?? ""}\0${workTree}`;
    const cached = known.get(key);
    if (cached !== undefined)
        return cached;
    const inside = inTree(workTree);
    const kept = (pathValue ?? "").split(":").filter((dir) => node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(dir) && !inside(dir));
    const result = kept.length ? kept.join(":") : FALLBACK_PATH;
    known.set(key, result);
    return result;
}
/**
 * The absolute file `name` resolves to on PATH, leaving out relative entries and
 * those in `workTree`; `name` itself when none has it (then spawn it with a PATH
 * from hostPath, so its own lookup skips the same entries).
 */
function hostProgram(name, pathValue, workTree) {
    if (name.includes("/"))
        return name;
    const key = `program\0${name}\0${pathValue ?? ""}\0${workTree ?? ""}`;
    const cached = known.get(key);
    if (cached !== undefined)
        return cached;
    const inside = workTree === undefined ? () => false : inTree(workTree);
    for (const dir of (pathValue ?? "").split(":")) {
        if (!node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(dir) || inside(dir))
            continue;
        const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, name);
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK);
            if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file).isFile() && !inside(file)) {
                known.set(key, file);
                return file;
            }
        }
        catch {
            // not here
        }
    }
    return name;
}
/** Patchbay's own git for a repository at `root`: never one from inside the work tree. */
function gitProgram(env, root) {
    return hostProgram("git", env.PATH, root);
}
/** An environment for a git Patchbay runs on the host: what git starts by name (ssh, hooks' programs) skips the work tree too. */
function hostGitEnv(env, root) {
    return env.PATH === undefined ? env : { ...env, PATH: hostPath(env.PATH, root) };
}


/***/ })

};
