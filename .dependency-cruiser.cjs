/**
 * The dependency rule, checked in CI (`npm run depcheck`) — docs/ARCHITECTURE.md and
 *   docs/decisions/0001-the-session-knows-nothing-of-github.md explain it:
 *   main.ts → entry points (action/, cli/) → run/ → github/ → the engine's rooms (agent/, tools/,
 *   policy/, mcp/, git/, skills/, slash-commands/, telemetry/, code-review/) → sandbox/ → config/
 *   → secrets/ → util/
 * with beneath/ (descriptor-relative file access) beside secrets/ at the bottom, and no import
 * cycles anywhere in src/. Imports only go down that list. outbox/ and publish/ (the two stages of a
 * two-job run) sit beside run/: they serve the entry points, and nothing below them imports them.
 * Type-only imports count (tsPreCompilationDeps): a cycle through types is still a cycle.
 */
const engine = "^src/(agent|tools|policy|mcp|git|skills|slash-commands|telemetry|code-review)/";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "No import cycles in src/.",
      from: { path: "^src/" },
      to: { circular: true },
    },
    {
      name: "main-is-the-top",
      severity: "error",
      comment: "src/main.ts picks the entry point; nothing imports it.",
      from: { path: "^src/" },
      to: { path: "^src/main\\.ts$" },
    },
    {
      name: "stages-not-entry-points",
      severity: "error",
      comment: "outbox/ and publish/ serve the entry points; they never import action/ or cli/.",
      from: { path: "^src/(outbox|publish)/" },
      to: { path: "^src/(action|cli)/" },
    },
    {
      name: "outbox-below-publish",
      severity: "error",
      comment: "outbox/ (the format, written and read) is below publish/ (which reads it).",
      from: { path: "^src/outbox/" },
      to: { path: "^src/publish/" },
    },
    {
      name: "entry-points-apart",
      severity: "error",
      comment: "action/ and cli/ are separate entry points; neither imports the other.",
      from: { path: "^src/(action|cli)/" },
      to: { path: "^src/(action|cli)/", pathNot: "^src/$1/" },
    },
    {
      name: "run-not-entry-points",
      severity: "error",
      comment: "run/ serves the entry points; it never imports action/ or cli/.",
      from: { path: "^src/run/" },
      to: { path: "^src/(action|cli|outbox|publish)/" },
    },
    {
      name: "github-not-upward",
      severity: "error",
      comment: "github/ is below run/: it never imports run/, action/ or cli/.",
      from: { path: "^src/github/" },
      to: { path: "^src/(run|action|cli|outbox|publish)/" },
    },
    {
      name: "engine-not-upward",
      severity: "error",
      comment:
        "agent/, tools/, policy/, mcp/, git/, skills/, slash-commands/, telemetry/ and code-review/ never import github/, run/, action/ or cli/.",
      from: { path: engine },
      to: { path: "^src/(github|run|action|cli|outbox|publish)/" },
    },
    {
      name: "sandbox-below-the-engine",
      severity: "error",
      comment: "sandbox/ (how a subprocess is contained) imports nothing but config/, secrets/, beneath/ and util/.",
      from: { path: "^src/sandbox/" },
      to: { path: "^src/", pathNot: "^src/(sandbox|config|secrets|beneath|util)/" },
    },
    {
      name: "config-near-the-bottom",
      severity: "error",
      comment: "config/ imports nothing from other src/ folders but secrets/ and util/.",
      from: { path: "^src/config/" },
      to: { path: "^src/", pathNot: "^src/(config|secrets|util)/" },
    },
    {
      name: "secrets-at-the-bottom",
      severity: "error",
      comment: "secrets/ (the redactor, the forms a secret takes, the pre-push scan) imports nothing but util/.",
      from: { path: "^src/secrets/" },
      to: { path: "^src/", pathNot: "^src/(secrets|util)/" },
    },
    {
      name: "beneath-at-the-bottom",
      severity: "error",
      comment: "beneath/ (file access under a root) imports nothing from other src/ folders but util/.",
      from: { path: "^src/beneath/" },
      to: { path: "^src/", pathNot: "^src/(beneath|util)/" },
    },
    {
      name: "util-at-the-bottom",
      severity: "error",
      comment: "util/ imports nothing from other src/ folders.",
      from: { path: "^src/util/" },
      to: { path: "^src/", pathNot: "^src/util/" },
    },
    {
      name: "every-folder-placed",
      severity: "error",
      comment:
        "A new folder under src/ gets its place in the rule above (and in docs/ARCHITECTURE.md) before it is used.",
      from: { path: "^src/" },
      to: {
        path: "^src/",
        pathNot:
          "^src/(main\\.ts$|action|cli|run|github|agent|tools|policy|mcp|git|skills|slash-commands|telemetry|code-review|sandbox|config|secrets|beneath|util|outbox|publish)/",
      },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(dist|node_modules)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
  },
};
