/**
 * DESIGN's dependency rule, checked in CI (`npm run depcheck`):
 *   entry points (action/, cli/) → run/ → (agent/, github/, mcp/, git/, policy/, tools/, skills/,
 *   slash-commands/, telemetry/, code-review/) → config/
 * outbox/ and publish/ (the two stages of a two-job run) sit beside run/: they serve the entry points,
 * and nothing below them imports them.
 * with beneath/ (descriptor-relative file access) and util/ at the bottom beside config/, and no
 * import cycles anywhere in src/.
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
      name: "engine-not-upward",
      severity: "error",
      comment:
        "agent/, tools/, policy/, mcp/, git/, skills/, slash-commands/, telemetry/ and code-review/ never import github/, run/, action/ or cli/.",
      from: { path: engine },
      to: { path: "^src/(github|run|action|cli|outbox|publish)/" },
    },
    {
      name: "github-not-upward",
      severity: "error",
      comment: "github/ is below run/: it never imports run/, action/ or cli/.",
      from: { path: "^src/github/" },
      to: { path: "^src/(run|action|cli|outbox|publish)/" },
    },
    {
      name: "run-not-entry-points",
      severity: "error",
      comment: "run/ serves the entry points; it never imports action/ or cli/.",
      from: { path: "^src/run/" },
      to: { path: "^src/(action|cli|outbox|publish)/" },
    },
    {
      name: "stages-not-entry-points",
      severity: "error",
      comment:
        "outbox/ and publish/ serve the entry points; they never import action/ or cli/, and outbox/ never imports publish/.",
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
      name: "config-at-the-bottom",
      severity: "error",
      comment: "config/ imports nothing from other src/ folders but util/.",
      from: { path: "^src/config/" },
      to: { path: "^src/", pathNot: "^src/(config|util)/" },
    },
    {
      name: "beneath-at-the-bottom",
      comment: "beneath/ (file access under a root) imports nothing from other src/ folders but util/.",
      severity: "error",
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
