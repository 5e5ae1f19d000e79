export const id = 6500;
export const ids = [6500];
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
 * Model-facing names for MCP tools (docs/decisions/0004-tool-names-and-failures-as-results.md): `mcp__<server>__<tool>`,
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
/**
 * What holds whatever the config says (docs/decisions/0003-approval-is-a-pure-decision.md): the control tools always run,
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


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  B: () => (/* binding */ createPolicy)
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
    return `the command \`${(0,characters/* showHidden */.U)(item.seg.text)}\`${via}`;
}
function fixed(decision, rule, reason, note) {
    return {
        verdict: {
            decision,
            rule,
            reason,
            suggestion: decision !== "allow" ? `# no rule can allow this: ${note ?? reason}` : undefined,
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
    const seg = { ...segment, text: (0,characters/* showHidden */.U)(segment.text), raw: (0,characters/* showHidden */.U)(segment.raw) };
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
        return { item, decision: "deny", rule: deny.label, by: deny, reason: deny.reason || undefined };
    if (item.kind === "segment" && item.seg.hazards.length) {
        const ok = applicable.find((r) => r.effect === "allow" && allowsWithHazards(r, item.seg));
        if (!ok)
            return { item, decision: "deny", ...hazardRule(item.seg, applicable) };
    }
    const ask = applicable.find((r) => r.effect === "ask" && matches(r, item, true));
    if (ask)
        return { item, decision: "ask", rule: ask.label, reason: ask.reason || undefined };
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
        const analysis = (0,segments/* analyzeCommand */.k)(ctx.shell, command);
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
            verdict: { decision, rule, reason, suggestion: decision !== "allow" ? suggestion() : undefined },
            allowRule: decision !== "allow" ? allowRule : undefined,
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
        shell: call.access.command !== undefined ? await (0,ast/* loadShellSyntax */.GH)() : undefined,
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
        paths: rule.paths ? rule.paths.map(compilePathGlob) : undefined,
        commands: rule.commands ? rule.commands.map(_command_glob_js__WEBPACK_IMPORTED_MODULE_5__/* .compileCommandPattern */ .f) : undefined,
        urls: rule.urls ? rule.urls.map(_urls_js__WEBPACK_IMPORTED_MODULE_4__/* .compileUrlGlob */ .Lf) : undefined,
        readOnly: rule.annotations === "read_only",
        allowRedirects: rule.allow_redirects === true,
        allowOptions: rule.allow_options ?? [],
        reason: rule.reason || undefined,
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


/***/ })

};
