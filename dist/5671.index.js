export const id = 5671;
export const ids = [5671];
export const modules = {

/***/ 95671:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  configCommand: () => (/* binding */ configCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/config/errors.ts
var errors = __webpack_require__(37827);
// EXTERNAL MODULE: ./src/config/load.ts + 4 modules
var load = __webpack_require__(81553);
// EXTERNAL MODULE: ./src/secrets/redactor.ts + 2 modules
var secrets_redactor = __webpack_require__(71270);
;// CONCATENATED MODULE: ./src/config/mask.ts
/** The configuration as it may be shown to people: secret values masked. */

function maskedConfig(config, redactor) {
    const servers = Object.fromEntries(Object.entries(config.mcp_servers).map(([name, server]) => [
        name,
        {
            ...server,
            // Header values carry credentials whatever their name; show that one is set, not what.
            headers: Object.fromEntries(Object.keys(server.headers).map((k) => [k, secrets_redactor/* MASK */.v5])),
            oauth: server.oauth && maskOAuth(server.oauth),
        },
    ]));
    return redactor.redactValue({ ...config, mcp_servers: servers });
}
/** The OAuth values that are credentials: shown as set, never shown. */
function maskOAuth(oauth) {
    const out = { ...oauth };
    for (const key of ["client_secret", "private_key", "refresh_token", "assertion", "id_token"])
        if (out[key] !== undefined)
            out[key] = secrets_redactor/* MASK */.v5;
    return out;
}

// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(14006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./src/mcp/names.ts
var names = __webpack_require__(61896);
// EXTERNAL MODULE: ./src/policy/builtins.ts
var builtins = __webpack_require__(58060);
// EXTERNAL MODULE: ./src/policy/rules.ts
var rules = __webpack_require__(91821);
;// CONCATENATED MODULE: ./src/policy/lint.ts
/**
 * Warnings about approval rules that cannot do what their author meant, for
 * `patchbay config check`: rules another rule always overrides, tool globs that
 * name no tool, `paths`/`commands` on tools that have none, and invalid globs
 * (which createPolicy also refuses, as errors).
 */




const PATH_TOOLS = new Set([
    "read_file",
    "write_to_file",
    "replace_in_file",
    "apply_patch",
    "str_replace_based_edit_tool",
    "replace",
    "list_files",
    "search_files",
    "list_code_definition_names",
]);
function entryOf(rule, where) {
    const effect = rule.deny !== undefined ? "deny" : rule.ask !== undefined ? "ask" : "allow";
    const pattern = rule[effect] ?? [];
    return { where, rule, effect, tools: typeof pattern === "string" ? [pattern] : pattern };
}
function distance(a, b) {
    const row = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
        let prev = row[0] ?? 0;
        row[0] = i;
        for (let j = 1; j <= b.length; j++) {
            const cur = row[j] ?? 0;
            row[j] = Math.min(cur + 1, (row[j - 1] ?? 0) + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
            prev = cur;
        }
    }
    return row[b.length] ?? 0;
}
function knownTool(glob, servers, mcpTools) {
    const match = picomatch_default()(glob, { dot: true });
    if ([...builtins/* CORE_TOOLS */.Oj].some((t) => match(t)))
        return true;
    if (mcpTools)
        return mcpTools.some((t) => match(t));
    // Without the servers' tool lists: the glob must fit mcp__<a configured server>__<something>.
    const m = glob.match(/^mcp__(.+?)__(.+)$/);
    if (m)
        return servers.some((s) => picomatch_default()(m[1] ?? "", { dot: true })(s));
    return servers.some((s) => match(`mcp__${s}__x`) && /\*/.test(glob));
}
function unknownToolWarning(e, glob, servers) {
    const near = [...builtins/* CORE_TOOLS */.Oj].map((t) => [t, distance(glob, t)]).sort((x, y) => x[1] - y[1])[0];
    const hint = near && near[1] <= 3 ? ` — did you mean "${near[0]}"?` : "";
    const mcp = servers.length ? `servers: ${servers.join(", ")}` : "no MCP servers are configured";
    return `${e.where}: "${glob}" matches no known tool${hint} (core tools are ${[...builtins/* CORE_TOOLS */.Oj].join(", ")}; MCP tools are mcp__<server>__<tool>, ${mcp})`;
}
function sameSet(a, b) {
    if (!a || !b)
        return a === b;
    return a.length === b.length && a.every((x) => b.includes(x));
}
/** The tools two rules both name, as far as globs tell: one equals or covers the other. */
function overlap(a, b) {
    for (const x of a.tools)
        for (const y of b.tools) {
            if (x === y || picomatch_default()(y, { dot: true })(x))
                return x;
            if (picomatch_default()(x, { dot: true })(y))
                return y;
        }
    return undefined;
}
function scope(rule) {
    if (rule.paths)
        return `paths ${rule.paths.join(", ")}`;
    if (rule.commands)
        return `commands ${rule.commands.join(", ")}`;
    if (rule.urls)
        return `urls ${rule.urls.join(", ")}`;
    return "every call";
}
function contradiction(allow, other) {
    const tool = overlap(allow, other);
    if (!tool)
        return undefined;
    const covers = (!other.rule.paths && !other.rule.commands && !other.rule.urls) ||
        (sameSet(allow.rule.paths, other.rule.paths) &&
            sameSet(allow.rule.commands, other.rule.commands) &&
            sameSet(allow.rule.urls, other.rule.urls));
    if (!covers)
        return undefined;
    if (other.rule.annotations && !allow.rule.annotations)
        return undefined; // the other only covers read-only tools
    return `${allow.where} allows and ${other.where} ${other.effect === "deny" ? "denies" : "asks for"} ${tool} for ${scope(allow.rule)}: ${other.effect} always wins, so ${allow.where} has no effect there`;
}
function lintRules(config, opts = {}) {
    const warnings = [];
    const entries = (0,rules/* configRules */.GF)(config).map(({ rule, where }) => entryOf(rule, where));
    const servers = Object.entries(config.mcp_servers)
        .filter(([, s]) => !s.disabled)
        .map(([name]) => (0,names/* sanitize */.aj)(name));
    for (const e of entries) {
        const problems = (0,rules/* ruleProblems */.b0)(e.rule, e.where);
        warnings.push(...problems);
        if (problems.length)
            continue;
        for (const glob of e.tools)
            if (!knownTool(glob, servers, opts.mcpTools))
                warnings.push(unknownToolWarning(e, glob, servers));
        if (e.rule.paths && e.rule.commands)
            warnings.push(`${e.where}: has both paths and commands; paths apply to file tools and commands to execute_command, so split it in two`);
        if (e.rule.paths && e.tools.every((t) => t === "execute_command"))
            warnings.push(`${e.where}: execute_command has no paths, so \`paths\` never matches; use \`commands\``);
        if (e.rule.commands && e.tools.every((t) => PATH_TOOLS.has(t)))
            warnings.push(`${e.where}: ${e.tools.join(", ")} runs no command, so \`commands\` never matches; use \`paths\``);
        if (e.rule.urls && e.tools.every((t) => builtins/* CORE_TOOLS */.Oj.has(t) && !builtins/* WEB_TOOLS */.hu.has(t)))
            warnings.push(`${e.where}: ${e.tools.join(", ")} reads no URL, so \`urls\` never matches (urls are for web_fetch and browser_action)`);
        if (e.rule.urls && (e.rule.paths || e.rule.commands))
            warnings.push(`${e.where}: has urls together with paths or commands; a call is matched by one kind, so split the rule`);
        if (e.rule.allow_redirects && e.effect !== "allow")
            warnings.push(`${e.where}: allow_redirects only means something on an allow rule`);
        if (e.rule.allow_options && e.effect !== "allow")
            warnings.push(`${e.where}: allow_options only means something on an allow rule`);
    }
    for (const a of entries.filter((e) => e.effect === "allow"))
        for (const o of entries.filter((e) => e.effect !== "allow")) {
            const w = contradiction(a, o);
            if (w)
                warnings.push(w);
        }
    return warnings;
}

// EXTERNAL MODULE: ./src/run/stages/repository-command.ts + 4 modules
var repository_command = __webpack_require__(62030);
// EXTERNAL MODULE: ./src/skills/discover-skills.ts
var discover_skills = __webpack_require__(79170);
// EXTERNAL MODULE: ./src/util/usage-error.ts
var usage_error = __webpack_require__(23368);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(77593);
// EXTERNAL MODULE: ./src/cli/skills.ts
var cli_skills = __webpack_require__(79306);
;// CONCATENATED MODULE: ./src/cli/config-check.ts
/**
 * `patchbay config check [--config FILE] [--repo DIR] [--json]`: loads the
 * configuration exactly as a run would and prints it resolved — merged servers,
 * defaults filled in, secrets masked — or every problem with file and line.
 */











const USAGE = "patchbay config check [--config FILE] [--repo DIR] [--json]";
const configCommand = async (argv, io) => {
    const { values, positionals } = (0,args/* parse */.qg)(argv, { config: { type: "string" }, repo: { type: "string" }, json: { type: "boolean" } }, USAGE);
    if (positionals[0] !== "check" || positionals.length > 1)
        throw new usage_error/* UsageError */.e(`usage: ${USAGE}`, 2);
    const repo = external_node_path_default().resolve(io.cwd, values.repo ?? ".");
    const loaded = await (0,load/* loadConfig */.Z)({ repo, configPath: values.config, env: io.env });
    const warnings = [...loaded.warnings, ...lintRules(loaded.config)];
    const shown = maskedConfig(loaded.config, loaded.redactor);
    // What the config points at is checked too: the repository's skills and its commands.
    const skills = await (0,discover_skills/* discoverSkills */.i)(repo);
    const commands = await (0,repository_command/* allCommands */.i)({ repo, env: io.env }, loaded.config.approval?.default ?? "ask");
    const failed = skills.problems.some((p) => p.level === "error") || commands.problems.length > 0;
    if (values.json) {
        io.stdout(`${JSON.stringify({
            files: loaded.files,
            config: shown,
            servers: loaded.serverSources,
            warnings,
            skills: skills.skills.map((s) => ({ name: s.name, file: s.file })),
            commands: commands.commands.map((c) => ({ name: c.name, file: c.file })),
            problems: [...skills.problems, ...commands.problems.map((p) => ({ ...p, level: "error" }))],
        }, null, 2)}\n`);
        return failed ? 1 : 0;
    }
    io.stdout(`# read: ${loaded.files.length ? loaded.files.join(", ") : "no config files (defaults)"}\n`);
    for (const [name, file] of Object.entries(loaded.serverSources))
        io.stdout(`# server ${name}: from ${file}\n`);
    for (const skill of skills.skills)
        io.stdout(`# skill ${skill.name}: ${skill.file}\n`);
    for (const command of commands.commands)
        io.stdout(`# command /${command.name}: ${command.file}\n`);
    for (const warning of warnings)
        io.stdout(`# warning: ${warning}\n`);
    io.stdout((0,dist/* stringify */.As)(shown, { lineWidth: 0 }));
    (0,cli_skills.printSkillProblems)(skills.problems, io);
    for (const problem of commands.problems)
        io.stderr(`error: ${(0,errors/* formatProblem */.V)(problem)} — this command cannot be used until it is fixed\n`);
    return failed ? 1 : 0;
};


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


/***/ }),

/***/ 62030:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  i: () => (/* binding */ allCommands),
  A: () => (/* binding */ resolveRepositoryCommand)
});

// EXTERNAL MODULE: ./src/config/errors.ts
var errors = __webpack_require__(37827);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 2 modules
var schemas = __webpack_require__(88343);
// EXTERNAL MODULE: ./src/config/front-matter.ts
var front_matter = __webpack_require__(2635);
// EXTERNAL MODULE: ./src/config/locate.ts
var locate = __webpack_require__(55562);
// EXTERNAL MODULE: ./src/config/schema.ts + 3 modules
var schema = __webpack_require__(94827);
// EXTERNAL MODULE: ./src/config/validate.ts
var validate = __webpack_require__(42526);
;// CONCATENATED MODULE: ./src/slash-commands/command-file.ts
/**
 * A repository command: `.github/patchbay/commands/<name>.md`, front matter and
 * a Markdown body that is the request the command makes.
 *
 *   ---
 *   description: Bump a dependency and run the tests     (required)
 *   arguments:                                            (optional)
 *     - { name: package, description: the npm package, required: true }
 *     - { name: version }
 *   mode: plan                                            (optional: a read-only run)
 *   tools: [read_file, replace_in_file, execute_command]  (optional: only these tools)
 *   approval:                                             (optional: narrows the config's rules)
 *     default: deny
 *     rules:
 *       - deny: execute_command
 *         commands: ["npm publish *"]
 *   ---
 *   Update {{package}} to {{version}} …                   ($ARGUMENTS: the arguments as written)
 *
 * A command may only narrow what the config allows: deny and ask rules, a
 * default no looser than the config's, a list of tools. An allow rule, a looser
 * default or `allowed-tools` (which pre-approves in other agents) would widen
 * it, and the file is refused, naming the line.
 */






const COMMANDS_DIR = ".github/patchbay/commands";
/** A command's name is its file's name: what `/name` can say (no colon: that is an MCP prompt). */
const COMMAND_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
const STRICTNESS = { allow: 0, ask: 1, deny: 2 };
const argumentSchema = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP().regex(/^[A-Za-z_][A-Za-z0-9_-]*$/, "an argument's name is a word: letters, digits, _ and -"),
    description: schemas/* string */.YjP().optional(),
    required: schemas/* boolean */.zMY().default(false),
});
const commandSchema = schemas/* strictObject */.rej({
    description: schemas/* string */.YjP({ error: (i) => (i.input === undefined ? "description is required" : "description must be text") })
        .trim()
        .min(1, "description must not be empty")
        .max(1024, "description is at most 1,024 characters"),
    arguments: schemas/* array */.YOg(argumentSchema).default([]),
    mode: schemas/* enum */.k5n(["edit", "plan"]).optional(),
    tools: schemas/* array */.YOg(schemas/* string */.YjP().min(1)).min(1).optional(),
    approval: schemas/* strictObject */.rej({
        default: schemas/* enum */.k5n(schema/* DECISIONS */.Yv).optional(),
        rules: schemas/* array */.YOg(schema/* ruleSchema */.AZ).default([]),
    })
        .optional(),
    /** Other agents' key that pre-approves tools: read only to be refused by name. */
    "allowed-tools": schemas/* unknown */.L5J().optional(),
});
/**
 * Checks the command file `file` (named `name`) against the schema and against
 * the config's own default (`configDefault`): a command never widens the rules.
 */
function checkCommandFile(input) {
    const { file } = input;
    if (!COMMAND_NAME.test(input.name))
        return {
            problems: [
                {
                    file,
                    message: `"${input.name}" is not a command name: use letters, digits, _ . and - (the file is <name>.md)`,
                },
            ],
        };
    let parsed;
    try {
        parsed = (0,front_matter/* splitFrontMatter */.v)(file, input.text, "a command file");
    }
    catch (error) {
        if (error instanceof errors/* ConfigError */.x)
            return { problems: error.problems };
        throw error;
    }
    const result = commandSchema.safeParse(parsed.data, { reportInput: true });
    if (!result.success)
        return { problems: (0,validate/* issuesToProblems */.q)(result.error.issues, commandSchema, file, parsed.located) };
    const data = result.data;
    const at = (path) => (0,locate/* locate */.x)(parsed.located, path)?.line;
    const problems = [];
    const widen = "a command may only narrow the config's rules (deny or ask rules, a stricter default, `tools`)";
    if (data["allowed-tools"] !== undefined)
        problems.push({
            file,
            line: at(["allowed-tools"]),
            key: "allowed-tools",
            message: `allowed-tools would pre-approve tools, widening the rules; ${widen}`,
            hint: "write `tools: [...]` to limit the command to some tools",
        });
    data.approval?.rules.forEach((rule, i) => {
        if (rule.allow === undefined)
            return;
        problems.push({
            file,
            line: at(["approval", "rules", i]),
            key: `approval.rules.${i}`,
            message: `an allow rule would widen the config's rules; ${widen}`,
            hint: "move allow rules to .github/patchbay.yml, or use `tools:` to say which tools this command may call",
        });
    });
    const own = data.approval?.default;
    if (own && STRICTNESS[own] < STRICTNESS[input.configDefault])
        problems.push({
            file,
            line: at(["approval", "default"]),
            key: "approval.default",
            message: `default ${own} is looser than the config's approval.default (${input.configDefault}); ${widen}`,
        });
    const declared = new Set();
    data.arguments.forEach((arg, i) => {
        if (declared.has(arg.name))
            problems.push({ file, line: at(["arguments", i]), message: `the argument "${arg.name}" is declared twice` });
        declared.add(arg.name);
    });
    for (const match of parsed.body.matchAll(/\{\{\s*([A-Za-z_][A-Za-z0-9_-]*)\s*\}\}/g)) {
        const name = match[1];
        if (declared.has(name))
            continue;
        problems.push({
            file,
            line: parsed.bodyLine + parsed.body.slice(0, match.index).split("\n").length - 1,
            message: `{{${name}}} is not a declared argument (declared: ${[...declared].join(", ") || "none"})`,
            hint: "declare it under arguments:, or write $ARGUMENTS for the arguments as written",
        });
    }
    if (parsed.body.trim() === "")
        problems.push({ file, line: parsed.bodyLine, message: "the body is empty: it is what the command asks the agent" });
    if (problems.length)
        return { problems };
    return {
        command: {
            name: input.name,
            file,
            description: data.description,
            arguments: data.arguments,
            mode: data.mode,
            tools: data.tools,
            approval: data.approval,
            body: parsed.body.trim(),
        },
        problems,
    };
}
/** `/bump <package> [version]`: how a command is written, for answers and listings. */
function usageOf(command) {
    const args = command.arguments.map((a) => (a.required ? `<${a.name}>` : `[${a.name}]`));
    return [`/${command.name}`, ...args].join(" ");
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/beneath/files.ts
var files = __webpack_require__(50448);
// EXTERNAL MODULE: ./src/beneath/folders.ts
var folders = __webpack_require__(2582);
// EXTERNAL MODULE: ./src/config/source.ts
var config_source = __webpack_require__(79397);
// EXTERNAL MODULE: ./src/util/env.ts
var env = __webpack_require__(35767);
// EXTERNAL MODULE: ./src/util/host-git.ts
var host_git = __webpack_require__(44841);
;// CONCATENATED MODULE: ./src/slash-commands/command-source.ts
/**
 * Where command files are read from: the revision the config comes from. On
 * pull-request events that is the base branch, read through git (a PR cannot
 * add a command, or change one, for its own run); otherwise the work tree,
 * read through src/beneath (a command file that an earlier run left as a link
 * out of the repository is refused, not followed).
 */








/** Largest command file read. */
const MAX_BYTES = 64 * 1024;
/** The names of the command files (`<name>.md`) there are, sorted. */
async function listCommandNames(source) {
    const files = source.ref ? await filesAtRef({ ...source, ref: source.ref }) : await filesInTree(source.repo);
    return files
        .filter((f) => f.endsWith(".md"))
        .map((f) => f.slice(0, -3))
        .sort();
}
/** The text of `<name>.md`, or undefined when there is no such command. */
async function readCommandText(source, name) {
    // A name with a slash or "..": never a file of the commands folder.
    if (!COMMAND_NAME.test(name))
        return undefined;
    const file = `${COMMANDS_DIR}/${name}.md`;
    if (source.ref)
        return (0,config_source/* readConfigText */.i)(source, file);
    try {
        const read = await (0,files/* readBeneath */.GK)(source.repo, file);
        if (!read)
            return undefined;
        if (read.data.length > MAX_BYTES)
            throw new errors/* ConfigError */.x([{ file, message: `over ${MAX_BYTES / 1024} KiB; a command file is a short prompt` }]);
        return read.data.toString("utf8");
    }
    catch (error) {
        if (error instanceof files/* WalkError */.Wd)
            throw new errors/* ConfigError */.x([{ file, message: `not read: ${error.message}` }]);
        throw error;
    }
}
async function filesInTree(repo) {
    try {
        return await (0,folders/* inFolder */._z)(repo, COMMANDS_DIR, async (dir) => (await (0,folders/* entriesOf */.Mc)(dir)).filter((e) => e.isFile()).map((e) => e.name));
    }
    catch (error) {
        if (error instanceof files/* WalkError */.Wd)
            return [];
        throw error;
    }
}
async function filesAtRef(source) {
    await (0,config_source/* ensureRef */.C)(source);
    const listed = await (0,host_git/* hostGit */.R)(source.repo, ["ls-tree", "--name-only", `${source.ref}:${COMMANDS_DIR}`], {
        cwd: source.repo,
        env: { ...(0,env/* scrubbedEnv */.wS)(source.env), GIT_TERMINAL_PROMPT: "0" },
        timeoutMs: 30_000,
    });
    if (listed.exitCode !== 0)
        return [];
    return listed.stdout
        .split("\n")
        .filter(Boolean)
        .map((f) => external_node_path_default().posix.basename(f));
}

;// CONCATENATED MODULE: ./src/slash-commands/slash.ts
/**
 * The slash syntax at the start of a request: `/name args` runs the repository
 * command `.github/patchbay/commands/<name>.md`; `/server:prompt args` runs an
 * MCP server's prompt. One parser for both, dispatched by the colon: a command
 * name never holds one, a server's prompt always does. The first line carries
 * the name and the arguments; the lines after it are the requester's own words,
 * added to what the command asks.
 */
/** `/name` or `/server:prompt`, ended by a space or the end of the line (so `/etc/hosts …` is not one). */
const HEAD = /^\/([A-Za-z0-9_.-]+)(?::([^\s:]+))?(?=\s|$)/;
/** The slash request at the start of `text`, or undefined when the text does not start with one. */
function parseSlash(text) {
    const trimmed = text.trimStart();
    const newline = trimmed.indexOf("\n");
    const first = newline === -1 ? trimmed : trimmed.slice(0, newline);
    const head = HEAD.exec(first);
    if (!head?.[1])
        return undefined;
    const args = first.slice(head[0].length).trim();
    const more = newline === -1 ? "" : trimmed.slice(newline + 1).trim();
    return head[2] !== undefined
        ? { kind: "mcp-prompt", server: head[1], prompt: head[2], args, more }
        : { kind: "command", name: head[1], args, more };
}
const TOKEN = /\s*(?:([A-Za-z_][\w.-]*)=)?("(?:[^"\\]|\\.)*"|'[^']*'|\S+)/y;
/**
 * Arguments as written: `word`, `"two words"`, `'two words'`, and `name=value`
 * (the value quoted or not) — the same forms `/server:prompt` takes.
 */
function tokenizeArguments(args) {
    const tokens = [];
    TOKEN.lastIndex = 0;
    for (let m = TOKEN.exec(args); m; m = TOKEN.exec(args)) {
        const raw = m[2];
        const value = raw.startsWith('"')
            ? raw.slice(1, -1).replace(/\\(.)/g, "$1")
            : raw.startsWith("'")
                ? raw.slice(1, -1)
                : raw;
        tokens.push(m[1] ? { name: m[1], value } : { value });
        if (TOKEN.lastIndex >= args.length)
            break;
    }
    return tokens;
}

;// CONCATENATED MODULE: ./src/slash-commands/invoke.ts
/**
 * A command as invoked: its arguments bound (positional words in declared
 * order, or `name=value`), then its body filled in — `{{name}}` with each
 * argument, `$ARGUMENTS` with the arguments as written. An argument it does not
 * declare, a word too many or a required argument missing is an error that
 * shows how the command is written; nothing is guessed.
 */


class CommandArgumentError extends Error {
    name = "CommandArgumentError";
}
function bindArguments(command, args) {
    const usage = `\`${usageOf(command)}\``;
    const names = command.arguments.map((a) => a.name);
    const values = {};
    const positional = [...names];
    for (const token of tokenizeArguments(args)) {
        if (token.name !== undefined) {
            if (!names.includes(token.name))
                throw new CommandArgumentError(`/${command.name}: unknown argument \`${token.name}\` (it takes ${names.length ? names.map((n) => `\`${n}\``).join(", ") : "no arguments"}); write ${usage}`);
            values[token.name] = token.value;
            positional.splice(positional.indexOf(token.name), 1);
            continue;
        }
        const next = positional.shift();
        if (next === undefined)
            throw new CommandArgumentError(`/${command.name}: unexpected argument \`${token.value}\` (it takes ${names.length ? `${names.length}: ${names.map((n) => `\`${n}\``).join(", ")}` : "none"}); write ${usage}`);
        values[next] = token.value;
    }
    const missing = command.arguments.filter((a) => a.required && values[a.name] === undefined);
    if (missing.length)
        throw new CommandArgumentError(`/${command.name} needs ${missing.map((a) => `\`${a.name}\``).join(" and ")}; write ${usage}`);
    return values;
}
/** The command's request: its body with the arguments in place. */
function renderCommand(command, args, values) {
    return command.body
        .replace(/\{\{\s*([A-Za-z_][A-Za-z0-9_-]*)\s*\}\}/g, (_m, name) => values[name] ?? "")
        .replace(/\$ARGUMENTS\b/g, args);
}

;// CONCATENATED MODULE: ./src/run/stages/repository-command.ts
/**
 * `@patchbay /name args` (and `patchbay run --command name args`): a request
 * that names one of the repository's commands runs what that command asks,
 * under its narrower rules and, with `mode: plan`, as a plan. Read from the
 * revision the config comes from (the base branch on pull-request events).
 * An unknown command, a broken command file or arguments the command does not
 * take end the run before anything is touched, with an answer that says what to
 * write. `/server:prompt` (a colon) is an MCP server's prompt: not handled here.
 */





async function resolveRepositoryCommand(request, config, source) {
    const slash = parseSlash(request);
    if (slash?.kind !== "command")
        return { kind: "none" };
    const configDefault = config.approval?.default ?? "ask";
    const text = await readCommandText(source, slash.name);
    if (text === undefined)
        return { kind: "refused", message: await unknownCommand(slash.name, source, configDefault) };
    const file = `${COMMANDS_DIR}/${slash.name}.md`;
    const checked = checkCommandFile({ name: slash.name, file, text, configDefault });
    if (!checked.command)
        return { kind: "refused", message: brokenFile(slash.name, checked.problems) };
    try {
        const values = bindArguments(checked.command, slash.args);
        const rendered = renderCommand(checked.command, slash.args, values);
        return {
            kind: "command",
            command: checked.command,
            request: slash.more ? `${rendered}\n\nThe requester added:\n${slash.more}` : rendered,
        };
    }
    catch (error) {
        if (error instanceof CommandArgumentError)
            return { kind: "refused", message: error.message };
        throw error;
    }
}
/** Every command of the repository, checked: what `patchbay config check` and the unknown-command answer show. */
async function allCommands(source, configDefault) {
    const commands = [];
    const problems = [];
    for (const name of await listCommandNames(source)) {
        const file = `${COMMANDS_DIR}/${name}.md`;
        const text = await readCommandText(source, name);
        if (text === undefined)
            continue;
        const checked = checkCommandFile({ name, file, text, configDefault });
        if (checked.command)
            commands.push(checked.command);
        problems.push(...checked.problems);
    }
    return { commands, problems };
}
async function unknownCommand(name, source, configDefault) {
    const { commands } = await allCommands(source, configDefault);
    if (commands.length === 0)
        return `There is no command \`/${name}\`: this repository defines none (a command is a file ${COMMANDS_DIR}/<name>.md).`;
    const list = commands.map((c) => `- \`${usageOf(c)}\` — ${c.description}`).join("\n");
    return `There is no command \`/${name}\`. The commands of this repository:\n\n${list}`;
}
function brokenFile(name, problems) {
    return `The command \`/${name}\` cannot be used until its file is fixed:\n\n${problems.map((p) => `- ${(0,errors/* formatProblem */.V)(p)}`).join("\n")}`;
}


/***/ })

};
