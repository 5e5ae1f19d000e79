/**
 * `npm run bench`: every figure the design asks for, each beside the naive
 * alternative measured in the same run, written to bench/RESULTS.md.
 * `npm run bench -- startup git` runs a subset and replaces only those sections
 * of the file; a group name (`billing`) runs every section of the group. `npm run bench -- suite`
 * (the whole test suite's wall time) runs only when named.
 */
import { execFileSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Bench, BenchRow } from "./types.js";

const here = path.dirname(fileURLToPath(import.meta.url));

const SECTIONS: { name: string; title: string; load: () => Promise<Bench>; onlyWhenNamed?: boolean }[] = [
  { name: "startup", title: "Start-up", load: async () => (await import("./startup.js")).bench },
  { name: "mcp", title: "MCP hub", load: async () => (await import("./mcp.js")).bench },
  { name: "git", title: "Git checkpoints", load: async () => (await import("./git.js")).bench },
  { name: "agent", title: "Agent loop and prompt", load: async () => (await import("./agent.js")).bench },
  { name: "tools", title: "Edit and search", load: async () => (await import("./tools.js")).bench },
  { name: "sandbox", title: "Sandbox and egress proxy", load: async () => (await import("./sandbox.js")).bench },
  { name: "edits", title: "Edit formats", load: async () => (await import("./edits.js")).bench },
  {
    name: "billing-anthropic",
    title: "Billing: Anthropic",
    load: async () => (await import("./billing.js")).anthropic,
  },
  { name: "billing-openai", title: "Billing: OpenAI", load: async () => (await import("./billing.js")).openai },
  { name: "billing-google", title: "Billing: Google", load: async () => (await import("./billing.js")).google },
  { name: "long", title: "Long runs", load: async () => (await import("./long-run.js")).bench },
  // The whole test suite, once: only when named (`npm run bench -- suite`), on a quiet machine.
  { name: "suite", title: "Test suite", load: async () => (await import("./suite.js")).bench, onlyWhenNamed: true },
];

function fmt(value: number, unit: string): string {
  if (unit === "tokens" || unit === "count" || unit === "bytes")
    return `${Math.round(value).toLocaleString("en-US")} ${unit}`;
  if (unit === "×") return `${value.toFixed(2)}×`;
  if (unit === "USD") return `$${value.toFixed(value < 1 ? 4 : 2)}`;
  if (unit === "%") return `${value.toFixed(1)} %`;
  return `${value < 10 ? value.toFixed(3) : value.toFixed(1)} ${unit}`;
}

function table(rows: BenchRow[]): string {
  const lines = [
    "| measurement | value | naive alternative | ratio | target | met | method |",
    "|---|---|---|---|---|---|---|",
  ];
  for (const r of rows) {
    const ratio = r.baseline && r.baseline.value > 0 ? `${(r.value / r.baseline.value).toFixed(2)}×` : "";
    const baseline = r.baseline ? `${r.baseline.name}: ${fmt(r.baseline.value, r.unit)}` : "";
    const met = r.met === undefined ? "" : r.met ? "yes" : "**no**";
    lines.push(
      `| ${r.name} | ${fmt(r.value, r.unit)} | ${baseline} | ${ratio} | ${r.target ?? ""} | ${met} | ${r.method} |`,
    );
  }
  return lines.join("\n");
}

function machine(): string {
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  let gitVersion = "";
  try {
    gitVersion = execFileSync("git", ["--version"], { encoding: "utf8" }).trim();
  } catch {
    gitVersion = "git not found";
  }
  return `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}, ${gitVersion}`;
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const sections = wanted.length
    ? SECTIONS.filter((s) => wanted.includes(s.name) || wanted.includes(s.name.split("-")[0] ?? ""))
    : SECTIONS.filter((s) => !s.onlyWhenNamed);
  const out: string[] = [
    "# Benchmark results",
    "",
    `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}.`,
    "",
    `Machine: ${machine()}.`,
    "",
    "Each figure is a median of repeated runs (the method column says how many), measured beside the naive alternative in the same run; the ratio is value ÷ naive. Timings are wall-clock on a shared 2-core machine: read the ratios, not the absolute numbers.",
  ];
  let failed = false;
  for (const section of sections) {
    process.stderr.write(`bench: ${section.name}…\n`);
    out.push("", `## ${section.title}`, "");
    try {
      const rows = await (await section.load())();
      out.push(table(rows));
      for (const r of rows)
        process.stderr.write(`  ${r.name}: ${fmt(r.value, r.unit)}${r.met === false ? "  (target missed)" : ""}\n`);
    } catch (error) {
      failed = true;
      out.push(`Failed: ${(error as Error).message}`);
      process.stderr.write(`  failed: ${(error as Error).stack}\n`);
    }
  }
  const file = path.join(here, "RESULTS.md");
  let text = `${out.join("\n")}\n`;
  // A partial run, or a full one (which leaves out the suite): the sections not run keep their figures.
  text = mergeSections(await readFile(file, "utf8").catch(() => ""), text);
  await writeFile(file, text);
  process.stderr.write(`bench: wrote bench/RESULTS.md\n`);
  if (failed) process.exitCode = 1;
}

await main();

/** A partial run replaces only its own sections; the others keep their last figures. */
function mergeSections(previous: string, current: string): string {
  const split = (text: string) => {
    const parts = text.split(/^(?=## )/m);
    return { head: parts[0] ?? "", sections: parts.slice(1) };
  };
  const before = split(previous);
  const now = split(current);
  if (!previous) return current;
  const title = (s: string) => s.split("\n")[0];
  const replaced = before.sections.map((s) => now.sections.find((n) => title(n) === title(s)) ?? s);
  const added = now.sections.filter((n) => !before.sections.some((s) => title(s) === title(n)));
  const tidy = (s: string) => `${s.trimEnd()}\n\n`;
  return [now.head, ...replaced, ...added].map(tidy).join("").trimEnd().concat("\n");
}
