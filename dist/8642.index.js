export const id = 8642;
export const ids = [8642];
export const modules = {

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

/***/ 58060:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ao: () => (/* binding */ READ_ONLY_CORE_TOOLS),
/* harmony export */   G1: () => (/* binding */ CONTROL_TOOLS),
/* harmony export */   Hd: () => (/* binding */ INSTALL_SETTINGS_WHY),
/* harmony export */   OT: () => (/* binding */ CORE_WRITE_TOOLS),
/* harmony export */   Oj: () => (/* binding */ CORE_TOOLS),
/* harmony export */   Xy: () => (/* binding */ installSettingsFile),
/* harmony export */   gl: () => (/* binding */ PROTECTED_WHY),
/* harmony export */   hu: () => (/* binding */ WEB_TOOLS),
/* harmony export */   u4: () => (/* binding */ protectedArea)
/* harmony export */ });
/* unused harmony export ALWAYS_PROTECTED_FILES */
/**
 * What holds whatever the config says (DESIGN §3): the control tools always run,
 * read-only core tools may read the workspace, and Patchbay's own machinery —
 * git internals, its config, CI workflows — is not written unless a rule names it.
 */
/** Ending the session or asking the user is never blocked. */
const CONTROL_TOOLS = new Set(["attempt_completion", "ask_followup_question"]);
const READ_ONLY_CORE_TOOLS = new Set([
    "read_file",
    "list_files",
    "search_files",
    "list_code_definition_names",
    "list_mcp_resources",
    "access_mcp_resource",
    // Returns a SKILL.md the run read before it started: it reaches nothing else.
    "load_skill",
]);
const CORE_WRITE_TOOLS = new Set([
    "write_to_file",
    "replace_in_file",
    "apply_patch",
    "str_replace_based_edit_tool",
    "replace",
]);
/**
 * Tools that read the web. Not read-only in the sense above: what they reach is outside the
 * workspace, so they run only when a rule allows them (`urls:` narrows it to pages).
 */
const WEB_TOOLS = new Set(["web_fetch", "browser_action"]);
const CORE_TOOLS = new Set([
    ...CONTROL_TOOLS,
    ...READ_ONLY_CORE_TOOLS,
    ...CORE_WRITE_TOOLS,
    ...WEB_TOOLS,
    "execute_command",
]);
/** Config files Patchbay always protects, besides the one it loaded. */
const ALWAYS_PROTECTED_FILES = [".mcp.json", ".github/patchbay.yml"];
/**
 * Which protected area a workspace-relative path is in, if any: what CI runs or
 * trusts with secrets — git internals, workflows, local actions (a workflow's
 * `uses: ./.github/actions/x` runs them with its secrets), CODEOWNERS (who must
 * approve), Dependabot's config — and Patchbay's own config. Compared without
 * case: on a case-insensitive file system `.GIT/hooks` is `.git/hooks`.
 */
function protectedArea(rel, configFiles) {
    const p = rel.toLowerCase();
    const parts = p.split("/");
    const name = parts[parts.length - 1] ?? "";
    if (parts.includes(".git"))
        return ".git";
    if (p === ".github/workflows" || p.startsWith(".github/workflows/"))
        return ".github/workflows";
    if (p === ".github/actions" || p.startsWith(".github/actions/"))
        return ".github/actions";
    if (name === "action.yml" || name === "action.yaml")
        return "action.yml";
    if (p === "codeowners" || p === ".github/codeowners" || p === "docs/codeowners")
        return "CODEOWNERS";
    if (p === ".github/dependabot.yml" || p === ".github/dependabot.yaml")
        return ".github/dependabot.yml";
    if (p === ".github/patchbay" || p.startsWith(".github/patchbay/"))
        return ".github/patchbay";
    for (const file of [...ALWAYS_PROTECTED_FILES, ...configFiles])
        if (p === file.toLowerCase())
            return file;
    return undefined;
}
const PROTECTED_WHY = {
    ".git": "git internals (hooks and config run code, config may hold credentials, history is Patchbay's record)",
    ".github/workflows": "CI workflows (they run with the repository's secrets)",
    ".github/actions": "a local action (workflows run it with the repository's secrets)",
    "action.yml": "an action's definition (workflows that use it run it with their secrets)",
    CODEOWNERS: "the code owners file (it decides who must approve changes)",
    ".github/dependabot.yml": "Dependabot's configuration (it opens pull requests with its own token)",
    ".github/patchbay": "Patchbay's repository commands (prompts and rules later runs are started with)",
};
/**
 * Files that send package installs somewhere else — a registry, a token, a
 * script run on install. Writing them is not forbidden (a dependency bump may
 * need it), but it is asked for, by a file tool or through a command alike,
 * unless an allow rule names the file.
 */
function installSettingsFile(rel) {
    const p = rel.toLowerCase();
    const name = p.slice(p.lastIndexOf("/") + 1);
    if (INSTALL_SETTINGS.has(name))
        return name;
    if (p.endsWith(".cargo/config") || p.endsWith(".cargo/config.toml"))
        return ".cargo/config.toml";
    if (p.endsWith("pip/pip.conf"))
        return "pip.conf";
    return undefined;
}
const INSTALL_SETTINGS = new Set([
    ".npmrc",
    ".yarnrc",
    ".yarnrc.yml",
    ".pnpmfile.cjs",
    ".pnpmfile.mjs",
    "bunfig.toml",
    "pip.conf",
    "pip.ini",
    ".pypirc",
    "nuget.config",
    ".gemrc",
]);
const INSTALL_SETTINGS_WHY = "it changes where packages are installed from or what runs when they are installed";


/***/ }),

/***/ 73478:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ literalCommandPattern),
/* harmony export */   f: () => (/* binding */ compileCommandPattern)
/* harmony export */ });
/**
 * Command patterns (`commands:` in a rule), matched against one segment at a
 * time. Unlike path globs, `*` crosses `/` and spaces: `npm run *` matches
 * `npm run test -- --watch` and `git diff src/a.ts`. A trailing ` *` also
 * matches nothing (`npm run *` matches `npm run`). `?` is one character and a
 * backslash makes the next character literal. Whitespace runs count as one space.
 */
function tokenize(pattern) {
    const tokens = [];
    for (let i = 0; i < pattern.length; i++) {
        const ch = pattern.charAt(i);
        if (ch === "\\" && i + 1 < pattern.length)
            tokens.push({ kind: "char", ch: pattern.charAt(++i) });
        else if (ch === "*")
            tokens.push({ kind: "star" });
        else if (ch === "?")
            tokens.push({ kind: "one" });
        else
            tokens.push({ kind: "char", ch });
    }
    return tokens;
}
/**
 * Wildcard matching by the classic two-pointer method: at most
 * O(text × pattern) steps, so a 100 KB command cannot make a pattern with
 * several `*` backtrack exponentially the way a regular expression would.
 */
function wildcard(tokens, text) {
    let t = 0;
    let p = 0;
    let starP = -1;
    let starT = 0;
    while (t < text.length) {
        const tok = tokens[p];
        if (tok && (tok.kind === "one" || (tok.kind === "char" && tok.ch === text.charAt(t)))) {
            t++;
            p++;
        }
        else if (tok?.kind === "star") {
            starP = p++;
            starT = t;
        }
        else if (starP >= 0) {
            p = starP + 1;
            t = ++starT;
        }
        else
            return false;
    }
    while (tokens[p]?.kind === "star")
        p++;
    return p === tokens.length;
}
function compileCommandPattern(source) {
    const pattern = source.replace(/\s+/g, " ").trim();
    const tokens = tokenize(pattern);
    // " *" at the very end: any arguments, or none.
    const bare = pattern.endsWith(" *") && !pattern.endsWith("\\ *") ? tokenize(pattern.slice(0, -2)) : undefined;
    const allowsRedirects = /[<>]/.test(pattern);
    const allowsSubstitution = /\$\(|`|[<>]\(/.test(pattern);
    return {
        source,
        asWritten: allowsRedirects || allowsSubstitution,
        allowsRedirects,
        allowsSubstitution,
        names: new Set(pattern.split(" ").flatMap((word) => [word, word.split("=")[0] ?? word])),
        test: (text) => {
            const normal = text.replace(/\s+/g, " ").trim();
            return wildcard(tokens, normal) || (bare !== undefined && wildcard(bare, normal));
        },
    };
}
/** Makes a segment's text into a pattern that matches exactly it. */
function literalCommandPattern(text) {
    return text.replace(/[\\*?]/g, "\\$&");
}


/***/ }),

/***/ 44795:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ PolicyConfigError)
/* harmony export */ });
/** A rule in the configuration that cannot work, with where it is and what to do. */
class PolicyConfigError extends Error {
    problems;
    code = "POLICY_CONFIG";
    constructor(problems) {
        super(`invalid approval rules:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
        this.problems = problems;
        this.name = "PolicyConfigError";
    }
}


/***/ }),

/***/ 96500:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createPolicy: () => (/* binding */ createPolicy)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
var external_node_fs_default = /*#__PURE__*/__webpack_require__.n(external_node_fs_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/policy/builtins.ts
var builtins = __webpack_require__(58060);
;// CONCATENATED MODULE: ./src/policy/paths.ts
/**
 * Where a path a call touches really is, decided when the call is decided
 * (a symlink made two calls ago counts). The path is walked one component at a
 * time the way the kernel does — following symlinks, including dangling ones,
 * whose targets may not exist yet — and also normalized first the way
 * `path.resolve` would; both readings must stay inside the workspace.
 */


function errno(e) {
    return e instanceof Error && "code" in e && typeof e.code === "string" ? e.code : undefined;
}
const nodeFsView = {
    kind(p) {
        try {
            return external_node_fs_default().lstatSync(p).isSymbolicLink() ? "symlink" : "other";
        }
        catch (e) {
            const code = errno(e);
            if (code === "ENOENT" || code === "ENOTDIR" || code === "ENAMETOOLONG")
                return "missing";
            throw e;
        }
    },
    readlink: (p) => external_node_fs_default().readlinkSync(p),
};
const MAX_LINKS = 40; // what Linux allows before ELOOP
/** Follows `p` from `start` component by component, as open(2) would. */
function walk(fsv, start, p) {
    const queue = p.split("/");
    let cur = external_node_path_default().isAbsolute(p) ? "/" : start;
    let links = 0;
    while (queue.length) {
        const comp = queue.shift() ?? "";
        if (comp === "" || comp === ".")
            continue;
        if (comp === "..") {
            cur = external_node_path_default().dirname(cur);
            continue;
        }
        const next = external_node_path_default().join(cur, comp);
        if (fsv.kind(next) === "symlink") {
            if (++links > MAX_LINKS)
                throw new Error(`too many levels of symbolic links at ${next}`);
            const target = fsv.readlink(next);
            queue.unshift(...target.split("/"));
            if (external_node_path_default().isAbsolute(target))
                cur = "/";
            continue;
        }
        cur = next;
    }
    return cur;
}
function inside(root, candidate) {
    const rel = external_node_path_default().relative(root, candidate);
    return rel === "" || (!rel.startsWith(`..${(external_node_path_default()).sep}`) && rel !== ".." && !external_node_path_default().isAbsolute(rel));
}
function toRel(root, abs) {
    const rel = external_node_path_default().relative(root, abs);
    return rel === "" ? "." : rel.split((external_node_path_default()).sep).join("/");
}
/**
 * Resolves a path as a tool would see it. `workspace` must be absolute and
 * symlink-free (createPolicy takes its realpath).
 */
function resolvePath(fsv, workspace, input) {
    if (input.includes("\0"))
        return { ok: false, reason: `the path ${JSON.stringify(input)} contains a NUL byte` };
    if (input === "~" || input.startsWith("~/"))
        return {
            ok: false,
            reason: `the path ${input} is relative to a home directory, outside the workspace ${workspace}`,
        };
    let real;
    let lexical;
    try {
        real = walk(fsv, workspace, input);
        lexical = walk(fsv, workspace, external_node_path_default().resolve(workspace, input));
    }
    catch (e) {
        return {
            ok: false,
            reason: `the path ${input} cannot be resolved (${e instanceof Error ? e.message : String(e)})`,
        };
    }
    for (const abs of [real, lexical]) {
        if (!inside(workspace, abs))
            return { ok: false, reason: `the path ${input} resolves to ${abs}, outside the workspace ${workspace}` };
    }
    return { ok: true, rel: toRel(workspace, real), abs: real };
}

// EXTERNAL MODULE: ./src/policy/shell/characters.ts
var characters = __webpack_require__(29359);
// EXTERNAL MODULE: ./src/policy/shell/segments.ts + 3 modules
var segments = __webpack_require__(70201);
// EXTERNAL MODULE: ./src/policy/command-glob.ts
var command_glob = __webpack_require__(73478);
// EXTERNAL MODULE: ./src/policy/urls.ts
var policy_urls = __webpack_require__(55594);
;// CONCATENATED MODULE: ./src/policy/suggest.ts


/** Escapes glob characters so a path glob matches exactly this path. */
function literalPathGlob(rel) {
    return rel.replace(/[\\*?[\]{}()!+@]/g, "\\$&");
}
function suggestRule(tool, items) {
    const rule = { allow: tool };
    const paths = items.flatMap((i) => (i.kind === "path" ? [literalPathGlob(i.rel)] : []));
    const segs = items.flatMap((i) => (i.kind === "segment" ? [i.seg] : []));
    if (paths.length)
        rule.paths = [...new Set(paths)];
    const urls = items.flatMap((i) => (i.kind === "url" ? [(0,policy_urls/* literalUrlGlob */.XO)(i.url)] : []));
    if (urls.length)
        rule.urls = [...new Set(urls)];
    if (segs.length) {
        rule.commands = [
            ...new Set(segs.map((s) => (0,command_glob/* literalCommandPattern */.F)(s.hazards.some((h) => h.kind === "substitution") ? s.raw : s.text))),
        ];
        if (segs.some((s) => s.hazards.some((h) => h.kind === "redirect" || h.kind === "heredoc")))
            rule.allow_redirects = true;
        const options = segs.flatMap((s) => s.hazards.flatMap((h) => (h.option ? [h.option] : [])));
        if (options.length)
            rule.allow_options = [...new Set(options)];
    }
    return rule;
}
function yamlScalar(text) {
    return /^[A-Za-z0-9_-]+$/.test(text) ? text : JSON.stringify(text);
}
function ruleYaml(rule) {
    const effect = rule.deny !== undefined ? "deny" : rule.ask !== undefined ? "ask" : "allow";
    const tools = rule[effect] ?? [];
    const lines = [
        `- ${effect}: ${typeof tools === "string" ? yamlScalar(tools) : `[${tools.map(yamlScalar).join(", ")}]`}`,
    ];
    if (rule.paths)
        lines.push(`  paths: [${rule.paths.map((p) => JSON.stringify(p)).join(", ")}]`);
    if (rule.commands)
        lines.push(`  commands: [${rule.commands.map((c) => JSON.stringify(c)).join(", ")}]`);
    if (rule.urls)
        lines.push(`  urls: [${rule.urls.map((u) => JSON.stringify(u)).join(", ")}]`);
    if (rule.annotations)
        lines.push(`  annotations: ${rule.annotations}`);
    if (rule.allow_redirects)
        lines.push("  allow_redirects: true");
    if (rule.allow_options)
        lines.push(`  allow_options: [${rule.allow_options.map((o) => JSON.stringify(o)).join(", ")}]`);
    return lines.join("\n");
}

;// CONCATENATED MODULE: ./src/policy/decide.ts






function describe(item) {
    if (item.kind === "path")
        return `the path ${item.rel}`;
    if (item.kind === "call")
        return "the call";
    if (item.kind === "url")
        return `the URL ${item.url}`;
    const via = item.seg.via ? ` (inside ${item.seg.via})` : "";
    return `the command \`${(0,characters/* showHidden */.Ul)(item.seg.text)}\`${via}`;
}
function fixed(decision, rule, reason, note) {
    return {
        verdict: {
            decision,
            rule,
            reason,
            ...(decision !== "allow" ? { suggestion: `# no rule can allow this: ${note ?? reason}` } : {}),
        },
    };
}
function matches(rule, item, loose) {
    switch (item.kind) {
        case "path":
            return rule.paths
                ? rule.paths.some((g) => (loose ? g.testNoCase(item.rel) : g.test(item.rel)))
                : !rule.commands && !rule.urls;
        case "segment":
            return rule.commands
                ? rule.commands.some((p) => loose ? p.test(item.seg.text) || p.test(item.seg.raw) : p.test(p.asWritten ? item.seg.raw : item.seg.text))
                : !rule.paths && !rule.urls;
        case "url":
            return rule.urls
                ? rule.urls.some((g) => (loose ? g.testNoCase(item.url) : g.test(item.url)))
                : !rule.paths && !rule.commands;
        case "call":
            return !rule.paths && !rule.commands && !rule.urls;
    }
}
/** The hazard this allow rule does not allow, or undefined when it allows the segment with all of them. */
function unallowedHazard(rule, seg) {
    const pattern = rule.commands?.find((p) => p.asWritten && p.test(seg.raw));
    const named = rule.commands?.filter((p) => p.test(seg.text)) ?? [];
    return seg.hazards.find((h) => {
        if (h.kind === "substitution")
            return pattern?.allowsSubstitution !== true;
        if (h.kind === "option")
            return !(h.option && (rule.allowOptions.includes(h.option) || named.some((p) => p.names.has(h.option ?? ""))));
        return !(rule.allowRedirects || pattern?.allowsRedirects === true);
    });
}
/** An allow rule that allows this segment together with its redirects, substitutions and hazardous options. */
function allowsWithHazards(rule, seg) {
    const item = { kind: "segment", seg };
    return matches(rule, item, false) && unallowedHazard(rule, seg) === undefined;
}
function hazardRule(segment, applicable) {
    const seg = { ...segment, text: (0,characters/* showHidden */.Ul)(segment.text), raw: (0,characters/* showHidden */.Ul)(segment.raw) };
    // Name the allow rule whose glob matches, so the fix is one key on a rule the user can find.
    const near = applicable.find((r) => r.effect === "allow" && matches(r, { kind: "segment", seg: segment }, false));
    const h = (near && unallowedHazard(near, segment)) ?? seg.hazards[0];
    if (h?.kind === "option") {
        const by = near ? `${near.where} allows \`${seg.text}\` but does not name ${h.option}` : "no rule names it";
        return {
            rule: "built-in: hazardous option",
            reason: `\`${seg.text}\` uses ${h.option}${h.text === h.option ? "" : ` (${h.text})`}, which ${h.why}; ${by} — allow it with allow_options: [${JSON.stringify(h.option)}] on an allow rule, or a command pattern written with it`,
        };
    }
    if (h?.kind === "substitution") {
        const what = /^[<>]\(/.test(h.text) ? "process" : "command";
        return {
            rule: "built-in: substitution",
            reason: `\`${seg.text}\` uses ${what} substitution ${h.text}, which needs an allow rule with a command pattern written with it (e.g. "${seg.raw}")`,
        };
    }
    const what = h?.kind === "heredoc" ? `a here-document (${h.text.split(" ")[0]})` : `a redirect to a file (${h?.text})`;
    return {
        rule: `built-in: ${h?.kind ?? "redirect"}`,
        reason: `\`${seg.text}\` uses ${what}, which needs an allow rule with allow_redirects: true or a command pattern written with it`,
    };
}
function judgeItem(rules, applicable, call, item) {
    const deny = applicable.find((r) => r.effect === "deny" && matches(r, item, true));
    if (deny)
        return { item, decision: "deny", rule: deny.label, by: deny, ...(deny.reason ? { reason: deny.reason } : {}) };
    if (item.kind === "segment" && item.seg.hazards.length) {
        const ok = applicable.find((r) => r.effect === "allow" && allowsWithHazards(r, item.seg));
        if (!ok)
            return { item, decision: "deny", ...hazardRule(item.seg, applicable) };
    }
    const ask = applicable.find((r) => r.effect === "ask" && matches(r, item, true));
    if (ask)
        return { item, decision: "ask", rule: ask.label, ...(ask.reason ? { reason: ask.reason } : {}) };
    const allow = applicable.find((r) => r.effect === "allow" &&
        (item.kind === "segment" && item.seg.hazards.length ? allowsWithHazards(r, item.seg) : matches(r, item, false)));
    if (allow)
        return { item, decision: "allow", rule: allow.label };
    if (item.kind === "segment" && item.seg.wrapper)
        return { item, decision: "neutral", rule: "" };
    // The text editor's `view` is a read like read_file's, whichever tool carries it.
    if (builtins/* READ_ONLY_CORE_TOOLS */.Ao.has(call.tool) || (call.access.kind === "read" && builtins/* CORE_WRITE_TOOLS */.OT.has(call.tool)))
        return { item, decision: "allow", rule: "built-in: read-only tool inside the workspace" };
    if (!rules.configured && builtins/* CORE_WRITE_TOOLS */.OT.has(call.tool))
        return { item, decision: "allow", rule: "built-in: file writes inside the workspace (no approval section)" };
    return { item, decision: "none", rule: "" };
}
/** True when a user allow rule for this tool names the protected path itself, not a catch-all glob. */
function explicitlyAllowed(applicable, rel, area, configFiles) {
    return applicable.some((r) => r.effect === "allow" &&
        r.paths?.some((g) => g.test(rel) && g.base !== "" && (0,builtins/* protectedArea */.u4)(g.base, configFiles) === area));
}
/** True when a user allow rule names this very file (a glob with the file in its static part), not a catch-all. */
function namesFile(applicable, rel) {
    return applicable.some((r) => r.effect === "allow" && r.paths?.some((g) => g.test(rel) && g.base === rel));
}
function collectItems(call, ctx) {
    const items = [];
    for (const input of call.access.paths ?? []) {
        const resolved = resolvePath(ctx.fs, ctx.workspace, input);
        if (!resolved.ok)
            return fixed("deny", "built-in: outside the workspace", resolved.reason);
        items.push({ kind: "path", rel: resolved.rel });
    }
    for (const input of call.access.urls ?? []) {
        const url = (0,policy_urls/* canonicalUrl */.W3)(input);
        if (!url.ok)
            return fixed("deny", "built-in: unusable URL", url.reason);
        items.push({ kind: "url", url: url.url });
    }
    const command = call.access.command;
    if (command !== undefined) {
        if (!ctx.shell)
            return fixed("deny", "built-in: no shell parser", "the shell parser was not loaded, so the command cannot be judged");
        const analysis = (0,segments/* analyzeCommand */.k5)(ctx.shell, command);
        if (!analysis.ok)
            return fixed("deny", analysis.character ? "built-in: hidden character" : "built-in: unparseable command", analysis.error);
        for (const seg of analysis.segments) {
            if (seg.refusal)
                return fixed("deny", "built-in: command cannot be judged", `\`${seg.text}\`: ${seg.refusal}`);
            for (const target of seg.targets) {
                if (target === "")
                    return fixed("deny", "built-in: redirect target unknown", `\`${seg.raw}\` redirects to a file whose name is only known at run time`);
                const resolved = resolvePath(ctx.fs, ctx.workspace, target);
                if (!resolved.ok)
                    return fixed("deny", "built-in: outside the workspace", `\`${seg.raw}\`: ${resolved.reason}`);
            }
            items.push({ kind: "segment", seg });
        }
    }
    return items.length ? items : [{ kind: "call" }];
}
function decideDetailed(rules, call, ctx) {
    if (builtins/* CONTROL_TOOLS */.G1.has(call.tool))
        return fixed("allow", "built-in: control tool", `${call.tool} ends the turn or asks the user; it is always allowed`);
    const collected = collectItems(call, ctx);
    if (!Array.isArray(collected))
        return collected;
    const detailed = judgeItems(rules, call, collected);
    const paths = collected.flatMap((item) => (item.kind === "path" ? [item.rel] : []));
    return paths.length ? { ...detailed, verdict: { ...detailed.verdict, paths } } : detailed;
}
function judgeItems(rules, call, items) {
    const applicable = rules.rules.filter((r) => r.matchTool(call.tool) && (!r.readOnly || call.annotations?.readOnlyHint === true));
    for (const item of items) {
        if (item.kind !== "path")
            continue;
        const area = (0,builtins/* protectedArea */.u4)(item.rel, rules.configFiles);
        // Reads are fine except inside .git, whose config may hold the checkout's credentials.
        if (!area || (call.access.kind === "read" && area !== ".git"))
            continue;
        if (explicitlyAllowed(applicable, item.rel, area, rules.configFiles))
            continue;
        if (applicable.some((r) => r.effect === "deny" && matches(r, item, true)))
            break; // a user deny decides below, with its own label
        const allowRule = suggestRule(call.tool, [item]);
        const verb = call.access.kind === "read" ? "read" : "changed";
        return {
            verdict: {
                decision: "deny",
                rule: "built-in: protected path",
                reason: `${item.rel} is ${builtins/* PROTECTED_WHY */.gl[area] ?? "Patchbay's own configuration"}; it is ${verb} only when an allow rule names it`,
                suggestion: ruleYaml(allowRule),
            },
            allowRule,
        };
    }
    const verdicts = items.map((item) => judgeItem(rules, applicable, call, item));
    // Install settings are asked for unless an allow rule names the file itself (a user deny still wins below).
    if (call.access.kind !== "read")
        for (const v of verdicts) {
            if (v.item.kind !== "path" || v.decision === "deny" || v.decision === "ask")
                continue;
            const file = (0,builtins/* installSettingsFile */.Xy)(v.item.rel);
            if (!file || namesFile(applicable, v.item.rel))
                continue;
            v.decision = "ask";
            v.rule = "built-in: install settings";
            v.reason = `${v.item.rel} is an install settings file (${file}): ${builtins/* INSTALL_SETTINGS_WHY */.Hd}; an allow rule that names it lets it through without asking`;
        }
    const unallowed = verdicts.filter((v) => v.decision !== "allow" && v.decision !== "neutral").map((v) => v.item);
    const allowRule = suggestRule(call.tool, unallowed);
    const suggestion = (by) => (by ? `# ${by.where} denies this and a deny always wins: remove or narrow it first\n` : "") + ruleYaml(allowRule);
    const denied = verdicts.find((v) => v.decision === "deny");
    if (denied) {
        const reason = denied.by
            ? `${describe(denied.item)} is denied by ${denied.rule}${denied.reason ? `: ${denied.reason}` : ""}`
            : (denied.reason ?? `${describe(denied.item)} is denied`);
        return { verdict: { decision: "deny", rule: denied.rule, reason, suggestion: suggestion(denied.by) }, allowRule };
    }
    const asked = verdicts.find((v) => v.decision === "ask");
    if (asked) {
        const reason = `${describe(asked.item)} needs approval (${asked.rule})${asked.reason ? `: ${asked.reason}` : ""}`;
        return { verdict: { decision: "ask", rule: asked.rule, reason, suggestion: suggestion() }, allowRule };
    }
    const unmatched = verdicts.find((v) => v.decision === "none");
    if (unmatched) {
        const decision = rules.configured ? rules.fallback : "ask";
        const rule = rules.configured ? "approval.default" : "built-in: default (no approval section)";
        const reason = `no rule allows ${describe(unmatched.item)} for ${call.tool}, so it gets the default: ${decision}`;
        return {
            verdict: { decision, rule, reason, ...(decision !== "allow" ? { suggestion: suggestion() } : {}) },
            ...(decision !== "allow" ? { allowRule } : {}),
        };
    }
    const labels = [...new Set(verdicts.filter((v) => v.decision === "allow").map((v) => v.rule))];
    return {
        verdict: {
            decision: "allow",
            rule: labels.join(" + ") || "built-in",
            reason: `allowed by ${labels.join(" and ")}`,
        },
    };
}
/** The verdict for one call: pure, and the same whatever order the rules are in. */
function decide(rules, call, ctx) {
    return decideDetailed(rules, call, ctx).verdict;
}

// EXTERNAL MODULE: ./src/policy/errors.ts
var errors = __webpack_require__(44795);
// EXTERNAL MODULE: ./src/policy/rules.ts
var rules = __webpack_require__(91821);
// EXTERNAL MODULE: ./src/policy/shell/ast.ts
var ast = __webpack_require__(31899);
;// CONCATENATED MODULE: ./src/policy/policy.ts
/**
 * The Policy the session calls (src/policy/types.ts): the config's rules
 * compiled once, the pure decide() run for each call, and rules a person added
 * during the run ("always" at the terminal) kept in memory for the rest of it.
 */







/** Builds the policy; throws PolicyConfigError when a rule has an invalid glob. */
function createPolicy(config, opts) {
    const workspace = external_node_fs_default().realpathSync.native(external_node_path_default().resolve(opts.workspace));
    const configFiles = opts.configFiles.map((f) => {
        const abs = external_node_path_default().resolve(workspace, f);
        return inside(workspace, abs) ? external_node_path_default().relative(workspace, abs).split((external_node_path_default()).sep).join("/") : f;
    });
    const compiled = (0,rules/* compileRules */.nb)(config, configFiles);
    const session = { ...compiled, rules: [...compiled.rules] };
    let added = 0;
    const context = async (call) => ({
        workspace,
        fs: opts.fs ?? nodeFsView,
        ...(call.access.command !== undefined ? { shell: await (0,ast/* loadShellSyntax */.GH)() } : {}),
    });
    const addRule = (rule, where) => {
        const problems = (0,rules/* ruleProblems */.b0)(rule, where);
        if (problems.length)
            throw new errors/* PolicyConfigError */.T(problems);
        session.rules.push((0,rules/* compileRule */.mk)(rule, where));
    };
    return {
        async decide(call) {
            return decideDetailed(session, call, await context(call)).verdict;
        },
        addRule,
        allows: (tool) => session.rules.filter((r) => r.effect === "allow" && r.matchTool(tool)).map((r) => r.label),
        async allowAlways(call) {
            const { verdict, allowRule } = decideDetailed(session, call, await context(call));
            if (verdict.decision === "allow")
                return true;
            if (!allowRule)
                return false;
            addRule(allowRule, `session rule ${++added} (answered "always")`);
            return true;
        },
    };
}


/***/ }),

/***/ 91821:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GF: () => (/* binding */ configRules),
/* harmony export */   b0: () => (/* binding */ ruleProblems),
/* harmony export */   mk: () => (/* binding */ compileRule),
/* harmony export */   nb: () => (/* binding */ compileRules)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(14006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _config_glob_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(33334);
/* harmony import */ var _mcp_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61896);
/* harmony import */ var _command_glob_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(73478);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44795);
/* harmony import */ var _urls_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(55594);
/**
 * Approval rules compiled once from the config: `approval.rules` in order, and
 * each MCP server's Cline-style `autoApprove` list as allow rules. Every rule
 * keeps a label a user can find in the file, such as
 * `approval.rules[3] (deny write_to_file paths: .github/workflows/**)`.
 */






function toolsOf(rule) {
    const effect = rule.deny !== undefined ? "deny" : rule.ask !== undefined ? "ask" : "allow";
    const pattern = rule[effect] ?? [];
    return { effect, tools: typeof pattern === "string" ? [pattern] : pattern };
}
function normalizeGlob(glob) {
    return glob.replace(/^(\.\/)+/, "");
}
/** Problems that make a rule unusable: invalid or never-matching globs. Empty when it is fine. */
function ruleProblems(rule, where) {
    const problems = [];
    for (const tool of toolsOf(rule).tools) {
        const bad = (0,_config_glob_js__WEBPACK_IMPORTED_MODULE_2__/* .globProblem */ .A)(tool);
        if (bad)
            problems.push(`${where}: the tool glob "${tool}" is invalid: ${bad}`);
        else if (!/^[A-Za-z0-9_\-*?[\]{},!|()+@.]+$/.test(tool))
            problems.push(`${where}: the tool glob "${tool}" has characters no tool name uses (tool names are letters, digits, _ and -)`);
    }
    for (const glob of rule.paths ?? []) {
        const bad = (0,_config_glob_js__WEBPACK_IMPORTED_MODULE_2__/* .globProblem */ .A)(glob);
        if (bad)
            problems.push(`${where}: the path glob "${glob}" is invalid: ${bad} (escape a bracket that is part of a file name with a backslash)`);
        else if (glob.startsWith("/"))
            problems.push(`${where}: the path glob "${glob}" is absolute; paths are relative to the repository root (write "${glob.replace(/^\/+/, "")}")`);
        else if (normalizeGlob(glob).split("/").includes(".."))
            problems.push(`${where}: the path glob "${glob}" contains "..", which never matches: paths outside the workspace are always denied`);
        else {
            try {
                picomatch__WEBPACK_IMPORTED_MODULE_3___default().makeRe(normalizeGlob(glob), { dot: true });
            }
            catch (e) {
                problems.push(`${where}: the path glob "${glob}" is invalid (${e instanceof Error ? e.message : String(e)})`);
            }
        }
    }
    for (const command of rule.commands ?? []) {
        if (!command.trim())
            problems.push(`${where}: an empty command pattern matches nothing`);
    }
    for (const url of rule.urls ?? []) {
        const bad = (0,_config_glob_js__WEBPACK_IMPORTED_MODULE_2__/* .globProblem */ .A)(url) ?? (0,_urls_js__WEBPACK_IMPORTED_MODULE_4__/* .urlGlobProblem */ .lD)(url);
        if (bad)
            problems.push(`${where}: the URL glob ${bad.startsWith('"') ? bad : `"${url}" is invalid: ${bad}`}`);
    }
    return problems;
}
function compilePathGlob(source) {
    const glob = normalizeGlob(source);
    const exact = picomatch__WEBPACK_IMPORTED_MODULE_3___default()(glob, { dot: true });
    const loose = picomatch__WEBPACK_IMPORTED_MODULE_3___default()(glob, { dot: true, nocase: true });
    return { source, test: (rel) => exact(rel), testNoCase: (rel) => loose(rel), base: picomatch__WEBPACK_IMPORTED_MODULE_3___default().scan(glob).base };
}
function summary(effect, rule, tools) {
    const parts = [`${effect} ${tools.length === 1 ? tools[0] : `[${tools.join(", ")}]`}`];
    if (rule.paths)
        parts.push(`paths: ${rule.paths.join(", ")}`);
    if (rule.commands)
        parts.push(`commands: ${rule.commands.join(", ")}`);
    if (rule.urls)
        parts.push(`urls: ${rule.urls.join(", ")}`);
    if (rule.annotations)
        parts.push(`annotations: ${rule.annotations}`);
    if (rule.allow_redirects)
        parts.push("allow_redirects");
    if (rule.allow_options)
        parts.push(`allow_options: ${rule.allow_options.join(", ")}`);
    const text = parts.join(" ");
    return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}
function compileRule(rule, where) {
    const { effect, tools } = toolsOf(rule);
    const matchers = tools.map((t) => picomatch__WEBPACK_IMPORTED_MODULE_3___default()(t, { dot: true }));
    return {
        where,
        label: `${where} (${summary(effect, rule, tools)})`,
        effect,
        tools,
        matchTool: (name) => matchers.some((m) => m(name)),
        ...(rule.paths ? { paths: rule.paths.map(compilePathGlob) } : {}),
        ...(rule.commands ? { commands: rule.commands.map(_command_glob_js__WEBPACK_IMPORTED_MODULE_5__/* .compileCommandPattern */ .f) } : {}),
        ...(rule.urls ? { urls: rule.urls.map(_urls_js__WEBPACK_IMPORTED_MODULE_4__/* .compileUrlGlob */ .Lf) } : {}),
        readOnly: rule.annotations === "read_only",
        allowRedirects: rule.allow_redirects === true,
        allowOptions: rule.allow_options ?? [],
        ...(rule.reason ? { reason: rule.reason } : {}),
    };
}
/** The `approval.rules` list and `autoApprove` entries with their positions. */
function configRules(config) {
    const out = (config.approval?.rules ?? []).map((rule, i) => ({ rule, where: `approval.rules[${i}]` }));
    for (const [server, entry] of Object.entries(config.mcp_servers)) {
        if (entry.disabled)
            continue;
        entry.autoApprove.forEach((tool, i) => {
            out.push({ rule: { allow: (0,_mcp_names_js__WEBPACK_IMPORTED_MODULE_0__/* .baseName */ .Fl)({ server, tool }) }, where: `mcp_servers.${server}.autoApprove[${i}]` });
        });
    }
    return out;
}
/** Compiles the config's rules; throws PolicyConfigError naming every unusable rule. */
function compileRules(config, configFiles) {
    const entries = configRules(config);
    const problems = entries.flatMap((e) => ruleProblems(e.rule, e.where));
    if (problems.length)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .PolicyConfigError */ .T(problems);
    return {
        rules: entries.map((e) => compileRule(e.rule, e.where)),
        fallback: config.approval?.default ?? "ask",
        configured: config.approval !== undefined,
        configFiles,
    };
}


/***/ }),

/***/ 31899:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GH: () => (/* binding */ loadShellSyntax),
/* harmony export */   Ln: () => (/* binding */ span),
/* harmony export */   a9: () => (/* binding */ nodes),
/* harmony export */   bu: () => (/* binding */ num),
/* harmony export */   gx: () => (/* binding */ str),
/* harmony export */   jf: () => (/* binding */ child),
/* harmony export */   lc: () => (/* binding */ bool),
/* harmony export */   wg: () => (/* binding */ ShellParseError)
/* harmony export */ });
/* unused harmony exports isNode, prop */
/**
 * Loading mvdan/sh (a real bash parser, compiled to plain JavaScript, so there is
 * no WASM file to ship next to dist/) and reading its Go nodes safely. The nodes
 * are foreign objects with getters and methods; every read goes through the
 * checked accessors below, so an unexpected shape reads as "missing" and the
 * caller denies instead of crashing.
 */
class ShellParseError extends Error {
    constructor(message) {
        super(message);
        this.name = "ShellParseError";
    }
}
function isNode(value) {
    return typeof value === "object" && value !== null;
}
function prop(node, key) {
    return isNode(node) ? Reflect.get(node, key) : undefined;
}
function nodes(node, key) {
    const value = prop(node, key);
    return Array.isArray(value) ? value.filter(isNode) : [];
}
function child(node, key) {
    const value = prop(node, key);
    return isNode(value) ? value : undefined;
}
function str(node, key) {
    const value = prop(node, key);
    return typeof value === "string" ? value : undefined;
}
function num(node, key) {
    const value = prop(node, key);
    return typeof value === "number" ? value : undefined;
}
function bool(node, key) {
    return prop(node, key) === true;
}
function call(node, method) {
    const fn = prop(node, method);
    return typeof fn === "function" ? Reflect.apply(fn, node, []) : undefined;
}
/** Byte offsets [start, end) of a node in the UTF-8 source. */
function span(node) {
    const start = call(call(node, "Pos"), "Offset");
    const end = call(call(node, "End"), "Offset");
    return typeof start === "number" && typeof end === "number" ? [start, end] : undefined;
}
function parseErrorMessage(e) {
    const text = call(e, "Error");
    if (typeof text === "string")
        return text;
    if (e instanceof Error)
        return e.message;
    return "the parser rejected it";
}
let loading;
/**
 * Loads the parser once per process (about 50 ms), on first use rather than at
 * import time, so start-up does not pay for it when no command is judged.
 */
function loadShellSyntax() {
    // GopherJS changes globals when it loads: Error.stackTraceLimit = Infinity (which makes
    // every Error in the process costly), and `require` and `sh` on globalThis. Put them back.
    if (loading)
        return loading;
    const saved = { stackTraceLimit: Error.stackTraceLimit, ...savedGlobals() };
    loading = __webpack_require__.e(/* import() */ 2914).then(__webpack_require__.t.bind(__webpack_require__, 62914, 23)).then((mod) => {
        Error.stackTraceLimit = saved.stackTraceLimit;
        restoreGlobals(saved);
        const syntax = mod.default.syntax;
        const parser = syntax.NewParser(syntax.Variant(syntax.LangBash));
        const parse = (src) => {
            let file;
            try {
                file = parser.Parse(src, "");
            }
            catch (e) {
                throw new ShellParseError(parseErrorMessage(e));
            }
            if (!isNode(file))
                throw new ShellParseError("the parser returned nothing");
            return file;
        };
        const nodeType = (node) => syntax.NodeType(node);
        const walk = (node, visit) => syntax.Walk(node, (n) => (isNode(n) ? visit(n) : true));
        return { parse, nodeType, walk, ops: learnOps(parse) };
    });
    return loading;
}
const GLOBALS = ["require", "sh"];
function savedGlobals() {
    const had = {};
    const values = {};
    for (const name of GLOBALS) {
        had[name] = Object.hasOwn(globalThis, name);
        values[name] = Reflect.get(globalThis, name);
    }
    return { had, values };
}
function restoreGlobals(saved) {
    for (const name of GLOBALS) {
        if (saved.had[name])
            Reflect.set(globalThis, name, saved.values[name]);
        else
            Reflect.deleteProperty(globalThis, name);
    }
}
function binaryOp(parse, src) {
    const op = num(child(nodes(parse(src), "Stmts")[0], "Cmd"), "Op");
    if (op === undefined)
        throw new ShellParseError(`cannot learn the operator code of ${src}`);
    return op;
}
/** Redirect spellings, each with a sample that produces it. */
const REDIRECT_SAMPLES = [
    [">", "a > f"],
    [">>", "a >> f"],
    ["<", "a < f"],
    ["<>", "a <> f"],
    [">&", "a >& 2"],
    ["<&", "a <& 0"],
    [">|", "a >| f"],
    ["<<", "a << E\nE\n"],
    ["<<-", "a <<- E\nE\n"],
    ["<<<", "a <<< w"],
    ["&>", "a &> f"],
    ["&>>", "a &>> f"],
];
function learnOps(parse) {
    const redirects = new Map();
    for (const [spelling, sample] of REDIRECT_SAMPLES) {
        const op = num(nodes(nodes(parse(sample), "Stmts")[0], "Redirs")[0], "Op");
        if (op !== undefined)
            redirects.set(op, spelling);
    }
    return {
        and: binaryOp(parse, "a && b"),
        or: binaryOp(parse, "a || b"),
        pipe: binaryOp(parse, "a | b"),
        pipeAll: binaryOp(parse, "a |& b"),
        redirects,
    };
}


/***/ }),

/***/ 29359:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ characterProblem),
/* harmony export */   Ul: () => (/* binding */ showHidden)
/* harmony export */ });
/* unused harmony exports characterName, isHiddenCharacter */
/* harmony import */ var _ast_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31899);
/**
 * Characters that make a command read differently than it runs. A person
 * approving `npm test` must see what bash will run: a carriage return can
 * overwrite the line in a terminal, U+2028/U+2029/U+0085 break it in a browser
 * but not for bash, bidi controls reorder what follows them (Trojan Source,
 * CVE-2021-42574), and zero-width or other format characters are not seen at all.
 *
 * Where they are refused:
 * - outside quotes, every such character, and every line break that starts a
 *   new command (approval comments and the model's own summaries show a command
 *   on one line, so `npm test⏎rm -rf x` reads as one call; Cline refuses it too);
 * - inside quotes and here-documents a line break, carriage return, line
 *   separator or zero-width character is data for the program (a commit message,
 *   a printf format) and is allowed — comments show it escaped (tools/describe-input.ts);
 * - bidi controls everywhere, quoted or not: they reorder the rest of the line
 *   on screen, including the unquoted part after the closing quote.
 */

const NAMES = {
    8: "BACKSPACE",
    11: "LINE TABULATION",
    12: "FORM FEED",
    13: "CARRIAGE RETURN",
    27: "ESCAPE",
    127: "DELETE",
    133: "NEXT LINE",
    160: "NO-BREAK SPACE",
    173: "SOFT HYPHEN",
    1564: "ARABIC LETTER MARK",
    6158: "MONGOLIAN VOWEL SEPARATOR",
    8203: "ZERO WIDTH SPACE",
    8204: "ZERO WIDTH NON-JOINER",
    8205: "ZERO WIDTH JOINER",
    8206: "LEFT-TO-RIGHT MARK",
    8207: "RIGHT-TO-LEFT MARK",
    8232: "LINE SEPARATOR",
    8233: "PARAGRAPH SEPARATOR",
    8234: "LEFT-TO-RIGHT EMBEDDING",
    8235: "RIGHT-TO-LEFT EMBEDDING",
    8236: "POP DIRECTIONAL FORMATTING",
    8237: "LEFT-TO-RIGHT OVERRIDE",
    8238: "RIGHT-TO-LEFT OVERRIDE",
    8288: "WORD JOINER",
    8294: "LEFT-TO-RIGHT ISOLATE",
    8295: "RIGHT-TO-LEFT ISOLATE",
    8296: "FIRST STRONG ISOLATE",
    8297: "POP DIRECTIONAL ISOLATE",
    65279: "ZERO WIDTH NO-BREAK SPACE",
};
/** Reorders the display of what follows: refused even inside quotes. */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
/** Not seen, or seen as something else: controls (but tab and newline), format characters, line/paragraph separators, unusual spaces. */
const HIDDEN = /[^\P{Cc}\t\n]|\p{Cf}|\p{Zl}|\p{Zp}|[^\P{Zs} ]/u;
/** "U+2028 LINE SEPARATOR", or a category for characters without a listed name. */
function characterName(ch) {
    const cp = ch.codePointAt(0) ?? 0;
    const code = `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;
    const name = NAMES[cp] ??
        (/\p{Cc}/u.test(ch)
            ? "(a control character)"
            : /\p{Zs}/u.test(ch)
                ? "(a space that is not U+0020)"
                : "(an invisible format character)");
    return `${code} ${name}`;
}
/** The text with line breaks shown as ⏎ and hidden characters as ⟨U+200B⟩, for reasons people and models read. */
function showHidden(text) {
    return text
        .replace(/\n/g, "⏎")
        .replace(new RegExp(`${HIDDEN.source}|${BIDI.source}`, "gu"), (ch) => `⟨${characterName(ch).split(" ")[0]}⟩`);
}
/** True for a character that is shown differently than it is (tab, newline and space are not). */
function isHiddenCharacter(ch) {
    return HIDDEN.test(ch) || BIDI.test(ch);
}
/**
 * Byte ranges of data the shell does not split or run: single-quoted strings,
 * the literal parts of double-quoted strings, and here-document bodies (with
 * the line break that ends the line they start on).
 */
function dataRanges(sh, file) {
    const ranges = [];
    const add = (node, widen = 0) => {
        const s = node && (0,_ast_js__WEBPACK_IMPORTED_MODULE_0__/* .span */ .Ln)(node);
        if (s)
            ranges.push([s[0] - widen, s[1]]);
    };
    sh.walk(file, (n) => {
        const type = sh.nodeType(n);
        if (type === "SglQuoted")
            add(n);
        else if (type === "DblQuoted") {
            for (const part of (0,_ast_js__WEBPACK_IMPORTED_MODULE_0__/* .nodes */ .a9)(n, "Parts"))
                if (sh.nodeType(part) === "Lit")
                    add(part);
        }
        else if (type === "Redirect") {
            const body = (0,_ast_js__WEBPACK_IMPORTED_MODULE_0__/* .child */ .jf)(n, "Hdoc");
            if (body) {
                add(body, 1);
                for (const part of (0,_ast_js__WEBPACK_IMPORTED_MODULE_0__/* .nodes */ .a9)(body, "Parts"))
                    if (sh.nodeType(part) === "Lit")
                        add(part);
            }
        }
        return true;
    });
    return ranges;
}
function inside(ranges, at) {
    return ranges.some(([s, e]) => at >= s && at < e);
}
/**
 * Why the command must be refused for a character in it, or undefined. `file`
 * is the parsed command; without it (the command did not parse) every
 * character counts as outside quotes.
 */
function characterProblem(command, sh, file) {
    // Walking the syntax tree is slow: only a command with something to find pays for it.
    if (!/[^\P{Cc}\t]|\p{Cf}|\p{Zl}|\p{Zp}|[^\P{Zs} ]/u.test(command.replace(/^[ \t\n]+|[ \t\n]+$/g, "")))
        return undefined;
    const data = sh && file ? dataRanges(sh, file) : [];
    const firstCode = command.search(/[^ \t\n]/);
    const lastCode = command.search(/[ \t\n]*$/);
    let byte = 0;
    let line = 1;
    let column = 0;
    let index = 0;
    for (const ch of command) {
        column++;
        const quoted = inside(data, byte);
        const where = `${line > 1 || command.includes("\n") ? `line ${line}, ` : ""}column ${column}`;
        if (ch === "\n") {
            const continued = /(^|[^\\])(\\\\)*\\$/.test(command.slice(0, index));
            if (!quoted && !continued && index > firstCode && index < lastCode)
                return `a line break outside quotes at ${where} splits the command over lines, which approval comments show as one line; write it on one line, joining commands with && or ;`;
            line++;
            column = 0;
        }
        else if (BIDI.test(ch)) {
            return `the command contains ${characterName(ch)} at ${where}${quoted ? " (inside quotes)" : ""}, which reorders how the rest of the line is shown; remove it`;
        }
        else if (!quoted && HIDDEN.test(ch)) {
            return `the command contains ${characterName(ch)} at ${where} outside quotes, which makes it look different than what runs; remove it`;
        }
        byte += Buffer.byteLength(ch, "utf8");
        index += ch.length;
    }
    return undefined;
}


/***/ }),

/***/ 70201:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  k5: () => (/* binding */ analyzeCommand)
});

// UNUSED EXPORTS: CommandAnalyzer, SENSITIVE_VARIABLE, collapse

// EXTERNAL MODULE: ./src/policy/shell/ast.ts
var ast = __webpack_require__(31899);
// EXTERNAL MODULE: ./src/policy/shell/characters.ts
var characters = __webpack_require__(29359);
;// CONCATENATED MODULE: ./src/policy/shell/words.ts
/**
 * Shell words as the policy compares them: the value bash would pass to the
 * program after quote removal, or, when the word depends on run-time expansion
 * ($VAR, globs in ANSI-C quotes, arithmetic), its source text and no value.
 */

/** Unescaped `*`, `?`, a `[…]` class, or a `{…,…}`/`{a..b}` brace expression, in unquoted text. */
function expandable(litValue) {
    const bare = litValue.replace(/\\[\s\S]/g, "");
    return /[*?]|\[[^\]]+\]/.test(bare) || /\{[^}]*(,|\.\.)[^}]*\}/.test(bare);
}
/** The command source as UTF-8 bytes: mvdan/sh reports byte offsets. */
class Source {
    text;
    bytes;
    constructor(text) {
        this.text = text;
        this.bytes = Buffer.from(text, "utf8");
    }
    slice(node) {
        const s = (0,ast/* span */.Ln)(node);
        return s ? this.bytes.subarray(s[0], s[1]).toString("utf8") : "";
    }
}
/** Backslash removal outside quotes: `\x` is x, a backslash-newline disappears. */
function unescapeBare(text) {
    return text.replace(/\\(\n|[\s\S])?/g, (_m, c) => (c === undefined || c === "\n" ? "" : c));
}
/** Inside double quotes a backslash escapes only $ ` " \ and newline. */
function unescapeDouble(text) {
    return text.replace(/\\([$`"\\\n])/g, (_m, c) => (c === "\n" ? "" : c));
}
function partValue(sh, part, quoted) {
    switch (sh.nodeType(part)) {
        case "Lit": {
            const value = (0,ast/* str */.gx)(part, "Value");
            if (value === undefined)
                return undefined;
            return quoted ? unescapeDouble(value) : unescapeBare(value);
        }
        case "SglQuoted":
            // $'…' has escapes bash decodes at run time; keep it dynamic rather than re-implement them.
            return (0,ast/* bool */.lc)(part, "Dollar") ? undefined : (0,ast/* str */.gx)(part, "Value");
        case "DblQuoted": {
            if ((0,ast/* bool */.lc)(part, "Dollar"))
                return undefined; // $"…" is locale translation
            let out = "";
            for (const inner of (0,ast/* nodes */.a9)(part, "Parts")) {
                const v = partValue(sh, inner, true);
                if (v === undefined)
                    return undefined;
                out += v;
            }
            return out;
        }
        default:
            return undefined; // ParamExp, CmdSubst, ArithmExp, ProcSubst, ExtGlob, BraceExp
    }
}
function readWord(sh, src, word) {
    let value = "";
    let expands = false;
    for (const part of (0,ast/* nodes */.a9)(word, "Parts")) {
        if (sh.nodeType(part) === "Lit" && expandable((0,ast/* str */.gx)(part, "Value") ?? ""))
            expands = true;
        const v = partValue(sh, part, false);
        if (v === undefined) {
            value = undefined;
            break;
        }
        value += v;
    }
    // Reading positions from the Go objects is slow (~0.1 ms): only dynamic words need their source.
    return { value, raw: value === undefined ? src.slice(word) : quoteWord(value), ...(expands ? { expands } : {}) };
}
/** Plain words print as they are; anything with spaces or shell characters is single-quoted. */
function renderWord(word) {
    if (word.value === undefined)
        return word.raw;
    return quoteWord(word.value);
}
function quoteWord(value) {
    if (value === "")
        return "''";
    if (/^[A-Za-z0-9_@%+=:,./*?{}~^[\]!#-]+$/.test(value))
        return value;
    return `'${value.replace(/'/g, `'\\''`)}'`;
}
function renderWords(words) {
    return words.map(renderWord).join(" ");
}

;// CONCATENATED MODULE: ./src/policy/shell/options.ts
const RUNS = "runs a program of its choosing";
const WRITES = "writes to any file, outside the workspace too";
const GIT_GLOBAL = {
    "-c": "sets any git configuration, such as core.pager or an alias that runs a program",
    "--config-env": "sets any git configuration from an environment variable",
    "--exec-path": "makes git run its subcommands from another directory",
};
const GIT = {
    "--output": WRITES,
    "--no-index": "compares any files, outside the repository too",
    "--ext-diff": `${RUNS} (diff.external)`,
    "--textconv": `${RUNS} (a textconv filter)`,
    "--upload-pack": RUNS,
    "--receive-pack": RUNS,
    "--exec": RUNS,
    "--extcmd": RUNS,
};
/** Exact options that are prefixes of hazardous ones, so not abbreviations of them. */
const NOT_ABBREVIATIONS = new Set(["--text", "--no"]);
const PACKAGE_MANAGER = {
    "--script-shell": "runs package scripts with a shell of its choosing",
    "--node-options": "passes options such as --require to every node process",
    "--userconfig": "loads npm settings (script-shell, node-options) from any file",
    "--globalconfig": "loads npm settings (script-shell, node-options) from any file",
};
const SHELL_STRING = "runs a shell command string";
const CALL = { "--call": SHELL_STRING };
const PNPM_SHELL = { "--shell-mode": SHELL_STRING };
const SHORT_C = { c: SHELL_STRING };
const NODE_LONG = {
    "--eval": "runs code given on the command line",
    "--print": "runs code given on the command line",
    "--require": "loads any module before the script",
    "--import": "loads any module before the script",
    "--loader": "loads any module as a loader",
    "--experimental-loader": "loads any module as a loader",
};
const NODE_SHORT = {
    e: NODE_LONG["--eval"] ?? "",
    p: NODE_LONG["--print"] ?? "",
    r: NODE_LONG["--require"] ?? "",
};
const FIND = {
    "-exec": RUNS,
    "-execdir": RUNS,
    "-ok": RUNS,
    "-okdir": RUNS,
    "-delete": "deletes every file it finds",
    "-fprint": WRITES,
    "-fprint0": WRITES,
    "-fprintf": WRITES,
    "-fls": WRITES,
};
const TAR_LONG = {
    "--to-command": RUNS,
    "--checkpoint-action": RUNS,
    "--use-compress-program": RUNS,
    "--rsh-command": RUNS,
    "--info-script": RUNS,
    "--new-volume-script": RUNS,
};
const TAR_SHORT = { I: RUNS, F: RUNS };
const RSYNC_LONG = { "--rsh": RUNS, "--rsync-path": RUNS };
const RSYNC_SHORT = { e: RUNS };
const SORT_LONG = { "--compress-program": RUNS };
const SED_SHORT = { i: "edits files in place", f: "reads a script (which may run commands) from a file" };
const SED_LONG = { "--in-place": SED_SHORT.i ?? "", "--file": SED_SHORT.f ?? "" };
/** Programs with hazardous options; xargs feeding one of them arguments from its input is a hazard too. */
const HAZARD_PROGRAMS = new Set([
    "git",
    "npm",
    "npx",
    "yarn",
    "pnpm",
    "node",
    "nodejs",
    "find",
    "sed",
    "tar",
    "rsync",
    "sort",
]);
function longMatch(word, table, abbreviations) {
    if (!word.startsWith("--"))
        return undefined;
    const name = word.split("=")[0] ?? word;
    if (table[name] !== undefined)
        return name;
    if (!abbreviations || name.length < 5 || NOT_ABBREVIATIONS.has(name))
        return undefined;
    return Object.keys(table).find((option) => option.startsWith(name));
}
/** The first hazardous letter of a short-option cluster, before any letter that takes a value. */
function shortMatch(word, table, valued) {
    if (!/^-[^-]/.test(word))
        return undefined;
    for (const letter of word.slice(1)) {
        if (table[letter] !== undefined)
            return `-${letter}`;
        if (valued.includes(letter))
            return undefined;
    }
    return undefined;
}
/**
 * A word only known at run time (`$X`, `"$@"`) could be any option: `X=--output=/x; git diff $X`.
 * A rule names it as written (`allow_options: ["$X"]`, or a pattern with `$X` in it).
 */
function unknownWord(word) {
    return {
        option: word.raw,
        text: word.raw,
        why: "is only known at run time, so it could be any of the program's options",
    };
}
function scan(args, spec) {
    const found = [];
    for (const word of args) {
        const w = word.value;
        if (w === undefined) {
            found.push(unknownWord(word));
            if (spec.untilPositional)
                break;
            continue;
        }
        if (w === "--")
            break;
        if (spec.untilPositional && !w.startsWith("-"))
            break;
        const long = longMatch(w, spec.long, spec.abbreviations === true);
        const short = spec.short ? shortMatch(w, spec.short, spec.valued ?? "") : undefined;
        const option = long ?? short;
        if (option)
            found.push({ option, text: word.raw, why: spec.long[option] ?? spec.short?.[option.slice(1)] ?? RUNS });
    }
    return found;
}
function git(args) {
    const found = [];
    let i = 0;
    for (; i < args.length; i++) {
        const w = args[i]?.value;
        if (w === undefined) {
            found.push(unknownWord(args[i] ?? { value: undefined, raw: "" }));
            return found; // the subcommand is unknown too
        }
        if (!w.startsWith("-"))
            break;
        const option = w === "-c" ? "-c" : longMatch(w, GIT_GLOBAL, true);
        if (option && (option !== "--exec-path" || w.includes("=")))
            found.push({
                option,
                text: [w, ...(option === "-c" ? [args[i + 1]?.raw ?? ""] : [])].join(" ").trim(),
                why: GIT_GLOBAL[option] ?? RUNS,
            });
        if (["-c", "-C", "--git-dir", "--work-tree", "--namespace", "--config-env", "--super-prefix"].includes(w))
            i++;
    }
    const sub = args[i]?.value;
    const rest = args.slice(i + 1);
    found.push(...scan(rest, { long: GIT, abbreviations: true }));
    const short = sub === "clone" ? { u: RUNS } : sub === "rebase" || sub === "difftool" ? { x: RUNS } : {};
    found.push(...scan(rest, { long: {}, short, valued: "bcCjoOX" }).filter((h) => h.option.startsWith("-")));
    return found;
}
function packageManager(prog, args) {
    const found = scan(args, { long: PACKAGE_MANAGER, abbreviations: true });
    const sub = args.findIndex((a) => a.value !== undefined && !a.value.startsWith("-"));
    const verb = args[sub]?.value;
    const shellString = (words, long) => scan(words, { long, short: SHORT_C, untilPositional: true }).filter((h) => h.option.startsWith("-"));
    if (prog === "npx")
        found.push(...shellString(args, CALL));
    else if (prog === "npm" && (verb === "exec" || verb === "x"))
        found.push(...shellString(args.slice(sub + 1), CALL));
    else if (prog === "pnpm" && (verb === "exec" || verb === "dlx"))
        found.push(...shellString(args.slice(sub + 1), PNPM_SHELL));
    return found;
}
/** `e` and `w` commands (and the `e`/`w` flags of `s`) in a sed script: they run commands and write files. */
function sedScriptHazards(script, text) {
    const found = [];
    const add = (option, why) => found.push({ option, text, why });
    const s = script;
    let i = 0;
    const until = (stop) => {
        while (i < s.length && !stop.test(s.charAt(i)))
            i++;
    };
    const delimited = (delim) => {
        while (i < s.length && s.charAt(i) !== delim)
            i += s.charAt(i) === "\\" ? 2 : 1;
        i++;
    };
    while (i < s.length) {
        until(/[^\s;]/);
        // Addresses: line numbers, $, /regex/, \cregexc, ranges and negation.
        for (;;) {
            const c = s.charAt(i);
            if (/[0-9$~+,!]/.test(c))
                i++;
            else if (c === "/") {
                i++;
                delimited("/");
                until(/[^IM]/);
            }
            else if (c === "\\") {
                const d = s.charAt(i + 1);
                i += 2;
                delimited(d);
            }
            else
                break;
        }
        const c = s.charAt(i++);
        if (c === "e")
            add("e", "runs a shell command (the sed e command)");
        else if (c === "w" || c === "W")
            add("w", WRITES);
        else if (c === "s" || c === "y") {
            const d = s.charAt(i++);
            delimited(d);
            delimited(d);
            if (c === "s") {
                const flags = /^[0-9gpiImMew]*/.exec(s.slice(i))?.[0] ?? "";
                if (flags.includes("e"))
                    add("e", "runs the pattern space as a shell command (the e flag of s)");
                if (flags.includes("w"))
                    add("w", WRITES);
                i += flags.length;
                if (flags.includes("w"))
                    until(/\n/);
            }
        }
        else if (/[#:btTaicrR]/.test(c))
            until(/[\n;]/);
    }
    return found;
}
function sed(args) {
    const found = scan(args, { long: SED_LONG, short: SED_SHORT, valued: "efl" });
    let scripted = false;
    for (let i = 0; i < args.length; i++) {
        const w = args[i]?.value ?? "";
        const next = args[i + 1];
        if (w === "-e" || w === "--expression") {
            scripted = true;
            if (next?.value !== undefined)
                found.push(...sedScriptHazards(next.value, next.raw));
            i++;
        }
        else if (w.startsWith("--expression=")) {
            scripted = true;
            found.push(...sedScriptHazards(w.slice(13), args[i]?.raw ?? w));
        }
        else if (/^-[^-]*[ef]/.test(w))
            scripted = true;
    }
    const first = args.find((a) => a.value !== undefined && !a.value.startsWith("-"));
    if (!scripted && first?.value !== undefined)
        found.push(...sedScriptHazards(first.value, first.raw));
    return found;
}
function tar(args) {
    const first = args[0]?.value;
    // `tar xIf …`: the first word may be a cluster without its dash.
    const words = first && /^[A-Za-z]+$/.test(first) ? [{ value: `-${first}`, raw: args[0]?.raw ?? first }, ...args.slice(1)] : args;
    return scan(words, { long: TAR_LONG, short: TAR_SHORT, valued: "bCfgHKLNTVX", abbreviations: true });
}
/** The hazardous options a program is given, per the table above; none for programs it does not list. */
function hazardousOptions(prog, args) {
    switch (prog) {
        case "git":
            return git(args);
        case "npm":
        case "npx":
        case "yarn":
        case "pnpm":
            return packageManager(prog, args);
        case "node":
        case "nodejs":
            return scan(args, { long: NODE_LONG, short: NODE_SHORT, valued: "C", untilPositional: true });
        case "find":
            return args.flatMap((a) => a.value === undefined
                ? [unknownWord(a)]
                : FIND[a.value]
                    ? [{ option: a.value, text: a.raw, why: FIND[a.value] ?? RUNS }]
                    : []);
        case "sed":
            return sed(args);
        case "tar":
            return tar(args);
        case "rsync":
            return scan(args, { long: RSYNC_LONG, short: RSYNC_SHORT, valued: "BfMT", abbreviations: true });
        case "sort":
            return scan(args, { long: SORT_LONG, abbreviations: true });
        default:
            return [];
    }
}

;// CONCATENATED MODULE: ./src/policy/shell/wrappers.ts
/**
 * Commands that run other commands. The inner command is judged like any other
 * segment: `timeout 60 npm test` needs `npm test` to be allowed, and
 * `env FOO=1 curl x` is caught by `deny: curl *`. The wrapper itself is also
 * shown to deny/ask rules (so `deny: sudo *` works) and, for sudo and find,
 * must be allowed in its own right. Script strings (`bash -c`, `eval`) are
 * parsed again; a script only known at run time cannot be judged and is refused.
 */


/** Index of the first word after the options, or undefined when a word is only known at run time. */
function skipOptions(words, spec, from = 0) {
    let i = from;
    while (i < words.length) {
        const w = words[i]?.value;
        if (w === undefined)
            return undefined;
        if (w === "--")
            return i + 1;
        if (!w.startsWith("-") || w === "-")
            return i;
        if (w.startsWith("--")) {
            i += !w.includes("=") && spec.long?.includes(w) ? 2 : 1;
            continue;
        }
        let takesNext = false;
        for (let k = 1; k < w.length; k++) {
            if (spec.short?.includes(w.charAt(k))) {
                takesNext = k === w.length - 1; // a value attached to the cluster ends it
                break;
            }
        }
        i += takesNext ? 2 : 1;
    }
    return i;
}
function usedOption(words, end, short, long) {
    return words
        .slice(0, end)
        .some((w) => w.value === long ||
        w.value?.startsWith(`${long}=`) ||
        (w.value?.startsWith("-") && !w.value.startsWith("--") && w.value.slice(1).includes(short)));
}
const ASSIGNMENT = /^([A-Za-z_][A-Za-z0-9_]*)=/;
/** `NAME=value` words before the command (env, sudo): dropped unless the variable matters. */
function assignments(words, from, sensitive) {
    const kept = [];
    let i = from;
    for (; i < words.length; i++) {
        const word = words[i];
        const m = word?.value?.match(ASSIGNMENT);
        if (!word || !m)
            break;
        if (sensitive.test(m[1] ?? ""))
            kept.push(renderWords([word]));
    }
    return { next: i, kept };
}
function wrapAt(words, index, self = "wrapper") {
    if (index === undefined)
        return { kind: "refuse", reason: "an option of this wrapper is only known at run time" };
    const inner = words.slice(index);
    return inner.length ? { kind: "wrap", inner, self } : { kind: "plain" };
}
const SHELLS = new Set(["sh", "bash", "zsh", "dash", "ksh", "mksh", "ash", "rbash"]);
function shell(name, args) {
    let i = 0;
    let hasC = false;
    while (i < args.length) {
        const w = args[i]?.value;
        if (w === undefined) {
            if (hasC)
                break; // the script itself, judged below
            return { kind: "refuse", reason: `an option of ${name} is only known at run time` };
        }
        if (w === "--" || w === "-") {
            i++;
            break;
        }
        if (!/^[-+]/.test(w))
            break;
        if (/^[-+][oO]$/.test(w) || w === "--rcfile" || w === "--init-file")
            i += 2;
        else {
            if (/^-[^-]/.test(w) && w.includes("c"))
                hasC = true;
            i++;
        }
    }
    if (!hasC)
        return { kind: "plain" }; // runs a script file or reads stdin: judged as written
    const script = args[i];
    if (!script)
        return { kind: "refuse", reason: `${name} -c is given no command` };
    if (script.value === undefined)
        return { kind: "refuse", reason: `the command given to ${name} -c is only known at run time` };
    return { kind: "script", script, via: `${name} -c` };
}
function find(args) {
    const inner = [];
    for (let i = 0; i < args.length; i++) {
        const w = args[i]?.value;
        if (w !== "-exec" && w !== "-execdir" && w !== "-ok" && w !== "-okdir")
            continue;
        const end = args.findIndex((a, k) => k > i && (a.value === ";" || a.value === "+"));
        if (end < 0)
            return { kind: "refuse", reason: `find ${w} has no terminating ';' or '+'` };
        const cmd = args.slice(i + 1, end);
        if (!cmd.length)
            return { kind: "refuse", reason: `find ${w} is given no command` };
        inner.push(cmd);
        i = end;
    }
    return inner.length ? { kind: "many", inner } : { kind: "plain" };
}
function classify(prog, args, sensitive) {
    if (SHELLS.has(prog))
        return shell(prog, args);
    switch (prog) {
        case "nohup":
        case "builtin":
            return wrapAt(args, skipOptions(args, {}));
        case "command":
            return wrapAt(args, skipOptions(args, {}));
        case "exec":
            return wrapAt(args, skipOptions(args, { short: "a" }));
        case "nice":
            return wrapAt(args, skipOptions(args, { short: "n", long: ["--adjustment"] }));
        case "stdbuf":
            return wrapAt(args, skipOptions(args, { short: "ioe", long: ["--input", "--output", "--error"] }));
        case "timeout": {
            const at = skipOptions(args, { short: "sk", long: ["--signal", "--kill-after"] });
            return wrapAt(args, at === undefined ? undefined : at + 1); // past the DURATION
        }
        case "time": {
            const at = skipOptions(args, { short: "fo", long: ["--format", "--output"] });
            if (at !== undefined && usedOption(args, at, "o", "--output"))
                return { kind: "refuse", reason: "time -o writes its report to a file" };
            return wrapAt(args, at);
        }
        case "env": {
            const at = skipOptions(args, { short: "uCS", long: ["--unset", "--chdir", "--split-string"] });
            if (at !== undefined && usedOption(args, at, "S", "--split-string"))
                return { kind: "refuse", reason: "env -S splits a string into a command that cannot be judged here" };
            if (at === undefined)
                return wrapAt(args, at);
            const start = args[at]?.value === "-" ? at + 1 : at; // `env -` is `env -i`
            const { next, kept } = assignments(args, start, sensitive);
            const inner = args.slice(next);
            return inner.length ? { kind: "wrap", inner, prefix: kept, self: "wrapper" } : { kind: "plain" };
        }
        case "sudo":
        case "doas": {
            const at = skipOptions(args, {
                short: prog === "sudo" ? "ughpCDrtTU" : "uC",
                long: [
                    "--user",
                    "--group",
                    "--host",
                    "--prompt",
                    "--close-from",
                    "--chdir",
                    "--role",
                    "--type",
                    "--other-user",
                ],
            });
            if (at === undefined)
                return wrapAt(args, at);
            const { next, kept } = assignments(args, at, sensitive);
            const inner = args.slice(next);
            return inner.length ? { kind: "wrap", inner, prefix: kept, self: "command" } : { kind: "plain" };
        }
        case "xargs": {
            const at = skipOptions(args, {
                short: "adEILnPs",
                long: [
                    "--arg-file",
                    "--delimiter",
                    "--eof",
                    "--replace",
                    "--max-lines",
                    "--max-args",
                    "--max-procs",
                    "--max-chars",
                    "--process-slot-var",
                ],
            });
            if (at === undefined)
                return wrapAt(args, at);
            const inner = args.slice(at);
            return {
                kind: "wrap",
                inner: inner.length ? inner : [{ value: "echo", raw: "echo" }],
                self: "wrapper",
                fromStdin: true,
            };
        }
        case "find":
            return find(args);
        case "eval": {
            if (!args.length)
                return { kind: "plain" };
            if (args.some((a) => a.value === undefined))
                return { kind: "refuse", reason: "the command given to eval is only known at run time" };
            const text = args.map((a) => a.value).join(" ");
            return { kind: "script", script: { value: text, raw: text }, via: "eval" };
        }
        default:
            return { kind: "plain" };
    }
}
/** The segment's hazardous options (options.ts), and xargs handing such a program arguments nobody has seen. */
function optionHazards(prog, args, fromStdin) {
    const found = hazardousOptions(prog, args).map((h) => ({ kind: "option", ...h }));
    if (fromStdin && HAZARD_PROGRAMS.has(prog))
        found.push({
            kind: "option",
            option: "xargs",
            text: `xargs ${prog}`,
            why: `passes ${prog} arguments read from its input, which may be hazardous options`,
        });
    return found;
}
function basename(name) {
    return name.slice(name.lastIndexOf("/") + 1);
}
/** Turns one simple command (its words) into segments, looking into wrappers. */
function unwrap(an, words, call, base, sensitive) {
    const text = [...call.prefix, renderWords(words)].join(" ");
    const name = words[0];
    if (!name)
        return;
    if (name.value === undefined || name.expands) {
        const why = name.expands
            ? `the command name ${name.raw} is expanded by the shell (glob or brace expansion), so the program is only known at run time`
            : `the command name ${name.raw} is only known at run time`;
        an.push({ text, raw: call.raw, hazards: call.hazards, refusal: why }, base);
        return;
    }
    const prog = basename(name.value);
    const args = words.slice(1);
    if (prog !== name.value && prog !== "") {
        // `/usr/bin/curl x` is still curl to a deny rule.
        an.push({
            text: [...call.prefix, renderWords([{ value: prog, raw: prog }, ...args])].join(" "),
            raw: call.raw,
            wrapper: true,
        }, base);
    }
    const how = classify(prog, args, sensitive);
    const own = [...call.hazards, ...optionHazards(prog, args, call.fromStdin === true)];
    switch (how.kind) {
        case "plain":
            an.push({ text, raw: call.raw, hazards: own }, base);
            return;
        case "refuse":
            an.push({ text, raw: call.raw, hazards: call.hazards, refusal: how.reason }, base);
            return;
        case "wrap":
            an.push({ text, raw: call.raw, ...(how.self === "wrapper" ? { wrapper: true } : { hazards: call.hazards }) }, base);
            unwrap(an, how.inner, {
                prefix: [...call.prefix, ...(how.prefix ?? [])],
                raw: call.raw,
                hazards: how.self === "wrapper" ? call.hazards : [],
                ...(how.fromStdin ? { fromStdin: true } : {}),
            }, base, sensitive);
            return;
        case "script":
            an.push({ text, raw: call.raw, wrapper: true }, base);
            an.nested(how.script.value ?? "", how.via, { ...base, hazards: [...base.hazards, ...call.hazards] });
            return;
        case "many":
            an.push({ text, raw: call.raw, hazards: own }, base);
            for (const inner of how.inner)
                unwrap(an, inner, { prefix: [], raw: renderWords(inner), hazards: [] }, base, sensitive);
            return;
    }
}

;// CONCATENATED MODULE: ./src/policy/shell/segments.ts
/**
 * Splits a shell command into the segments the rules judge, with a real bash
 * parser: every simple command of a list, pipeline, subshell, loop or function
 * body is a segment; command and process substitutions contribute their own
 * segments and mark the one they sit in; redirects to files and here-docs are
 * marked too. Commands that run other commands (bash -c, eval, env, xargs,
 * find -exec, sudo, timeout, …) are looked into by wrappers.ts.
 */




const MAX_DEPTH = 8;
/** Harmless redirect targets: they neither write nor read a file of the workspace. */
const HARMLESS_TARGETS = new Set(["/dev/null", "/dev/stdout", "/dev/stderr", "/dev/stdin", "/dev/tty"]);
function collapse(text) {
    return text.replace(/\s+/g, " ").trim();
}
class CommandAnalyzer {
    sh;
    depth;
    segments = [];
    src;
    constructor(sh, text, depth = 0) {
        this.sh = sh;
        this.depth = depth;
        this.src = new Source(text);
    }
    /** Parses and walks the command; returns why a character in it makes it unjudgeable, if one does. */
    run() {
        const file = this.sh.parse(this.src.text);
        const problem = (0,characters/* characterProblem */.$)(this.src.text, this.sh, file);
        if (problem)
            return problem;
        this.stmts((0,ast/* nodes */.a9)(file, "Stmts"), { hazards: [], targets: [] });
        return undefined;
    }
    /** Adds the segments of another command text (bash -c, eval) found inside this one. */
    nested(text, via, base) {
        if (this.depth + 1 > MAX_DEPTH) {
            this.refuse(text, `commands nested more than ${MAX_DEPTH} levels deep`, base);
            return;
        }
        const inner = new CommandAnalyzer(this.sh, text, this.depth + 1);
        try {
            const problem = inner.run();
            if (problem) {
                this.refuse(text, `in the command given to ${via}, ${problem}`, base);
                return;
            }
        }
        catch (e) {
            const why = e instanceof ast/* ShellParseError */.wg ? e.message : String(e);
            this.refuse(text, `the command given to ${via} does not parse (${why})`, base);
            return;
        }
        if (inner.segments.length === 0)
            this.refuse(text, `${via} is given an empty command`, base);
        for (const seg of inner.segments)
            this.segments.push({
                ...seg,
                hazards: [...base.hazards, ...seg.hazards],
                targets: [...base.targets, ...seg.targets],
                via: seg.via ? `${via} > ${seg.via}` : via,
            });
    }
    refuse(text, refusal, base) {
        this.push({ text: collapse(text), raw: collapse(text), refusal }, base);
    }
    push(seg, base) {
        this.segments.push({
            ...seg,
            hazards: [...base.hazards, ...(seg.hazards ?? [])],
            targets: [...base.targets, ...(seg.targets ?? [])],
            ...(base.via && !seg.via ? { via: base.via } : {}),
        });
    }
    stmts(list, base) {
        for (const stmt of list)
            this.stmt(stmt, base);
    }
    stmt(stmt, outer) {
        const own = this.redirects((0,ast/* nodes */.a9)(stmt, "Redirs"), outer);
        const base = {
            ...outer,
            hazards: [...outer.hazards, ...own.hazards],
            targets: [...outer.targets, ...own.targets],
        };
        const cmd = (0,ast/* child */.jf)(stmt, "Cmd");
        if (!cmd) {
            // A statement of redirects only, such as `> file`: it truncates or creates a file.
            const raw = collapse(this.src.slice(stmt));
            if (base.hazards.length || base.targets.length)
                this.push({ text: raw, raw }, base);
            return;
        }
        const type = this.sh.nodeType(cmd);
        switch (type) {
            case "CallExpr":
                this.callExpr(stmt, cmd, base);
                return;
            case "BinaryCmd":
                this.binary(cmd, base);
                return;
            case "Block":
            case "Subshell":
                this.stmts((0,ast/* nodes */.a9)(cmd, "Stmts"), base);
                return;
            case "IfClause":
                this.ifClause(cmd, base);
                return;
            case "WhileClause":
                this.stmts((0,ast/* nodes */.a9)(cmd, "Cond"), base);
                this.stmts((0,ast/* nodes */.a9)(cmd, "Do"), base);
                return;
            case "ForClause": {
                const loop = (0,ast/* child */.jf)(cmd, "Loop");
                if (loop)
                    this.looseParts(loop, "for", base);
                this.stmts((0,ast/* nodes */.a9)(cmd, "Do"), base);
                return;
            }
            case "CaseClause": {
                const word = (0,ast/* child */.jf)(cmd, "Word");
                if (word)
                    this.looseParts(word, "case", base);
                for (const item of (0,ast/* nodes */.a9)(cmd, "Items")) {
                    for (const pattern of (0,ast/* nodes */.a9)(item, "Patterns"))
                        this.looseParts(pattern, "case", base);
                    this.stmts((0,ast/* nodes */.a9)(item, "Stmts"), base);
                }
                return;
            }
            case "FuncDecl":
            case "TimeClause":
            case "CoprocClause": {
                const inner = (0,ast/* child */.jf)(cmd, type === "FuncDecl" ? "Body" : "Stmt");
                if (inner)
                    this.stmt(inner, base);
                return;
            }
            case "DeclClause":
            case "TestClause":
            case "ArithmCmd":
            case "LetClause": {
                // Builtins that only set variables or test things: judged as written, so a rule must name them.
                const raw = collapse(this.src.slice(cmd));
                this.push({ text: raw, raw, hazards: this.substitutions(cmd, base) }, base);
                return;
            }
            default:
                this.refuse(this.src.slice(cmd), `the shell construct ${type} is not supported by approval rules`, base);
        }
    }
    /**
     * `a && b && c` nests to the left, thousands deep in a long command: walk the
     * chain in a loop (left operands first, in source order) instead of recursing.
     */
    binary(cmd, base) {
        const rights = [];
        let node = cmd;
        let first;
        while (node) {
            const y = (0,ast/* child */.jf)(node, "Y");
            if (y)
                rights.push(y);
            const x = (0,ast/* child */.jf)(node, "X");
            const inner = (0,ast/* child */.jf)(x, "Cmd");
            const plainLeft = x && inner && this.sh.nodeType(inner) === "BinaryCmd" && (0,ast/* nodes */.a9)(x, "Redirs").length === 0;
            if (plainLeft)
                node = inner;
            else {
                first = x;
                node = undefined;
            }
        }
        if (first)
            this.stmt(first, base);
        for (const right of rights.reverse())
            this.stmt(right, base);
    }
    ifClause(clause, base) {
        this.stmts((0,ast/* nodes */.a9)(clause, "Cond"), base);
        this.stmts((0,ast/* nodes */.a9)(clause, "Then"), base);
        const next = (0,ast/* child */.jf)(clause, "Else");
        if (next)
            this.ifClause(next, base);
    }
    /** Words outside any simple command (for-loop lists, case words): only their substitutions matter. */
    looseParts(node, where, base) {
        const hazards = this.substitutions(node, base);
        if (hazards.length) {
            const raw = collapse(this.src.slice(node));
            this.push({ text: `${where} ${raw}`, raw, hazards }, base);
        }
    }
    /**
     * Finds the command and process substitutions directly inside `node`, adds
     * their commands as segments of their own, and returns them as hazards for the
     * segment that contains them.
     */
    substitutions(node, base, text) {
        const found = [];
        // Walking Go nodes is slow; without `$(`, a backtick or `<(`/`>(` in its source a node has no substitution.
        if (!/\$\(|`|[<>]\(/.test(text ?? this.src.slice(node)))
            return found;
        this.sh.walk(node, (n) => {
            const type = this.sh.nodeType(n);
            if (type !== "CmdSubst" && type !== "ProcSubst")
                return true;
            const text = this.src.slice(n);
            found.push({ kind: "substitution", text });
            this.stmts((0,ast/* nodes */.a9)(n, "Stmts"), {
                hazards: base.hazards,
                targets: base.targets,
                via: text.startsWith("`") ? "`…`" : text.slice(0, 2) + "…)",
            });
            return false;
        });
        return found;
    }
    redirects(list, base) {
        const hazards = [];
        const targets = [];
        for (const redirect of list) {
            const op = this.sh.ops.redirects.get((0,ast/* num */.bu)(redirect, "Op") ?? -1);
            const text = collapse(this.src.slice(redirect));
            const wordNode = (0,ast/* child */.jf)(redirect, "Word");
            const hdoc = (0,ast/* child */.jf)(redirect, "Hdoc");
            if (wordNode)
                hazards.push(...this.substitutions(wordNode, base));
            if (hdoc)
                hazards.push(...this.substitutions(hdoc, base));
            const word = wordNode ? readWord(this.sh, this.src, wordNode) : undefined;
            if (op === "<<" || op === "<<-" || op === "<<<") {
                hazards.push({ kind: "heredoc", text });
                continue;
            }
            if ((op === ">&" || op === "<&") && word?.value !== undefined && /^(\d+-?|-)$/.test(word.value))
                continue; // fd duplication: 2>&1
            if (word?.value !== undefined && HARMLESS_TARGETS.has(word.value))
                continue;
            hazards.push({ kind: "redirect", text });
            if (word?.value !== undefined)
                targets.push(word.value);
            else
                targets.push(""); // unknown until run time: never provably inside the workspace
        }
        return { hazards, targets };
    }
    callExpr(stmt, cmd, base) {
        // The statement's span includes its terminator (`;`, `&`), which is not part of the command.
        const raw = collapse(this.src.slice(stmt)).replace(/(?<![;&\\])\s*[;&]$/, "");
        const hazards = this.substitutions(cmd, base, raw);
        const kept = [];
        for (const assign of (0,ast/* nodes */.a9)(cmd, "Assigns")) {
            const name = (0,ast/* str */.gx)((0,ast/* child */.jf)(assign, "Name"), "Value") ?? "";
            if (SENSITIVE_VARIABLE.test(name))
                kept.push(collapse(this.src.slice(assign)));
        }
        const words = (0,ast/* nodes */.a9)(cmd, "Args").map((w) => readWord(this.sh, this.src, w));
        if (words.length === 0) {
            // Only assignments: harmless unless they change how later commands are found or run.
            if (kept.length || hazards.length)
                this.push({ text: raw, raw, hazards }, base);
            return;
        }
        unwrap(this, words, { prefix: kept, raw, hazards }, base, SENSITIVE_VARIABLE);
    }
}
/**
 * Variables that change which program runs or what it loads: an allowed
 * `npm test` is not allowed once PATH or NODE_OPTIONS point elsewhere. Other
 * leading assignments (`CI=1 npm test`) are matched past.
 */
const SENSITIVE_VARIABLE = /^(PATH|HOME|IFS|ENV|BASH_ENV|BASH_FUNC_.*|SHELLOPTS|BASHOPTS|PROMPT_COMMAND|PS4|CDPATH|GLOBIGNORE|LD_.*|DYLD_.*|NODE_OPTIONS|NODE_PATH|PYTHONPATH|PYTHONSTARTUP|PYTHONHOME|PERL5LIB|PERL5OPT|PERLLIB|RUBYOPT|RUBYLIB|GIT_.*|NPM_CONFIG_.*)$/i;
/**
 * The last analysis: the approval rules judge a command and the checkpointer asks
 * right after whether it can read the index (index-blind.ts); one parse serves both.
 * Callers only read an analysis.
 */
let last;
/** Parses a command and returns its segments, or why it cannot be judged. Needs the loaded parser. */
function analyzeCommand(sh, command) {
    if (last && last.sh === sh && last.command === command)
        return last.analysis;
    const analysis = analyzeUncached(sh, command);
    last = { sh, command, analysis };
    return analysis;
}
function analyzeUncached(sh, command) {
    if (command.includes("\0"))
        return { ok: false, error: "the command contains a NUL byte" };
    const analyzer = new CommandAnalyzer(sh, command);
    try {
        const problem = analyzer.run();
        if (problem)
            return { ok: false, error: problem, character: true };
    }
    catch (e) {
        if (e instanceof RangeError || /call stack/.test(String(e)))
            return { ok: false, error: "the command is nested too deeply to judge" };
        const problem = (0,characters/* characterProblem */.$)(command);
        if (problem)
            return { ok: false, error: problem, character: true };
        const why = e instanceof ast/* ShellParseError */.wg ? e.message : String(e);
        return { ok: false, error: `the command does not parse as bash (${why})` };
    }
    if (analyzer.segments.length === 0) {
        // Empty, whitespace, comments only — or only harmless assignments, which run nothing.
        return collapse(command.replace(/#.*$/gm, "")) === ""
            ? { ok: false, error: "the command is empty" }
            : { ok: true, segments: [{ text: collapse(command), raw: collapse(command), hazards: [], targets: [] }] };
    }
    return { ok: true, segments: analyzer.segments };
}


/***/ }),

/***/ 55594:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lf: () => (/* binding */ compileUrlGlob),
/* harmony export */   W3: () => (/* binding */ canonicalUrl),
/* harmony export */   XO: () => (/* binding */ literalUrlGlob),
/* harmony export */   lD: () => (/* binding */ urlGlobProblem)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_0__);
/**
 * URLs as the approval rules see them (`urls: ["https://docs.python.org/**"]`).
 * A URL is judged in its canonical form — WHATWG URL parsing, as Node's fetch
 * and Chromium do it: scheme and host lowercased, default port dropped, dot
 * segments resolved, the fragment left out — so `HTTPS://Docs.Python.org:443/a/../b`
 * is judged as `https://docs.python.org/b`, and the rule sees what is fetched.
 * Globs are picomatch's, `/` as the separator, as for paths.
 */

/** The URL a rule is matched against, or why no rule can judge it. */
function canonicalUrl(input) {
    let url;
    try {
        url = new URL(input);
    }
    catch {
        return { ok: false, reason: `${JSON.stringify(input.slice(0, 200))} is not an absolute URL` };
    }
    if (url.protocol !== "http:" && url.protocol !== "https:")
        return { ok: false, reason: `${url.protocol} URLs are not fetched: only http and https` };
    // Credentials in a URL would be sent to the host (and kept in logs); the web tools carry none.
    if (url.username !== "" || url.password !== "")
        return {
            ok: false,
            reason: `the URL carries a user name or password (${url.protocol}//…@${url.host}); the web tools send no credentials — remove them`,
        };
    url.hash = "";
    return { ok: true, url: url.href, host: url.hostname };
}
function compileUrlGlob(source) {
    const exact = picomatch__WEBPACK_IMPORTED_MODULE_0___default()(source, { dot: true });
    const loose = picomatch__WEBPACK_IMPORTED_MODULE_0___default()(source, { dot: true, nocase: true });
    return { source, test: (url) => exact(url), testNoCase: (url) => loose(url) };
}
/** The problem with a URL glob in the config, or undefined when it can match. */
function urlGlobProblem(glob) {
    const scheme = /^([a-z*?[\]{}|,]+):\/\//i.exec(glob)?.[1];
    if (!scheme)
        return `"${glob}" is not a URL pattern: write the whole URL with its scheme, e.g. "https://docs.python.org/**"`;
    if (!picomatch__WEBPACK_IMPORTED_MODULE_0___default()(scheme, { nocase: true })("http") && !picomatch__WEBPACK_IMPORTED_MODULE_0___default()(scheme, { nocase: true })("https"))
        return `"${glob}" names a ${scheme}: URL, which is never fetched: only http and https`;
    if (/^[^/]*\/\/[^/]*@/.test(glob))
        return `"${glob}" has a user name or password before the host; URLs with credentials are always refused`;
    return undefined;
}
/** A glob that matches exactly this URL (for the rule a refusal suggests). */
function literalUrlGlob(url) {
    return url.replace(/[\\*?[\]{}()!+@]/g, "\\$&");
}


/***/ }),

/***/ 29848:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   jP: () => (/* binding */ RunSandbox)
/* harmony export */ });
/* unused harmony exports SandboxUnavailableError, hiddenBy, hiddenPaths */
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
                ...(this.opts.readOnly?.length ? { readOnly: this.opts.readOnly } : {}),
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
