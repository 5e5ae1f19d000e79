/**
 * The engine's modules (the AI SDK, the tools, the rules) and the model
 * provider's package, imported in the background as soon as a run knows it will
 * go ahead: their loading overlaps the git and GitHub work that comes first
 * instead of adding to the time before the first model request.
 */
import type { ModelConfig } from "../../config/schema.js";

export function loadEngineModules(provider: ModelConfig["provider"] | undefined) {
  // Started once the current step yields — by then the run is waiting on git or GitHub, and
  // compiling these chunks (hundreds of kilobytes) fills that wait instead of holding it up.
  const modules = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
    if (provider) void import("../../agent/models/create-model.js").then((m) => m.preloadProvider(provider));
    // Node compiles its fetch (undici) the first time anything touches fetch or Headers: tens of
    // milliseconds inside the first model request, unless a GitHub call came first.
    void globalThis.Headers;
    return Promise.all([
      import("./session.js"),
      import("../../tools/registry.js"),
      import("../../policy/policy.js"),
      import("../../policy/approver.js"),
    ]);
  });
  const loaded = modules.then(([session, tools, policy, approver]) => ({
    runEngine: session.runEngine,
    createCoreTools: tools.createCoreTools,
    createPolicy: policy.createPolicy,
    createTerminalApprover: approver.createTerminalApprover,
  }));
  // Awaited later; a failure here surfaces there, not as an unhandled rejection now.
  loaded.catch(() => {});
  return loaded;
}

export type EngineModules = Awaited<ReturnType<typeof loadEngineModules>>;
