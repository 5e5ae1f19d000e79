/**
 * web_fetch: reads one URL as text, fetched by Patchbay itself — no cookies, no
 * credentials, nothing of the runner's — and only where the run may go: hosts in
 * `sandbox.network.allow` (the same list the sandbox's proxy enforces for
 * commands, so one list governs both), URLs the approval rules allow (`urls:`),
 * every redirect judged again, and names resolving to public addresses only
 * (web/fetch-page.ts). HTML comes back as readable Markdown, other text as it is,
 * binaries are refused. What the page says is fenced as untrusted data, as issue
 * text is: the page is someone else's words, not the task.
 */
import { z } from "zod";
import type { Allowlist } from "../sandbox/allowlist.js";
import { createFence } from "../util/fence.js";
import { thousands } from "../util/thousands.js";
import { defineTool, failure, looseInt } from "./define.js";
import { type Resolver, systemResolver } from "./web/addresses.js";
import { classify } from "./web/content.js";
import { type FetchLimits, fetchPage, withoutCredentials } from "./web/fetch-page.js";
import { htmlToMarkdown } from "./web/html-to-markdown.js";
import type { Pins } from "./web/pins.js";

const DEFAULT_MAX_CHARS = 20_000;
const MAX_CHARS = 100_000;
const DEFAULT_FETCH_LIMITS: FetchLimits = { maxBytes: 5 * 1024 * 1024, timeoutMs: 30_000, maxRedirects: 5 };

const schema = z.object({
  url: z.string().min(1).describe("http(s) URL to read"),
  max_chars: looseInt()
    .min(1000)
    .max(MAX_CHARS)
    .optional()
    .describe(`Most characters returned (default ${DEFAULT_MAX_CHARS})`),
});

export interface WebFetchOptions {
  /** The run's egress allowlist (sandbox.network.allow). */
  allow: Allowlist;
  /** Operator-pinned addresses (PATCHBAY_WEB_FETCH_RESOLVE). */
  pins?: Pins;
  /** DNS; the system's by default. */
  resolver?: Resolver;
  limits?: Partial<FetchLimits>;
  /** Hosts refused for the allowlist, counted with the sandbox's in the run's report. */
  onBlocked?: (host: string) => void;
}

export function createWebFetch(options: WebFetchOptions) {
  const limits = { ...DEFAULT_FETCH_LIMITS, ...options.limits };
  return defineTool({
    name: "web_fetch",
    description:
      "Read a web page (docs, release notes, an issue elsewhere) as Markdown; other text as it is. Only hosts the run's network allowlist allows; no cookies or logins.",
    schema,
    access: (input) => ({ kind: "read", urls: [input.url] }),
    async execute(input, ctx) {
      const judge = ctx.judge;
      const fetched = await fetchPage(
        input.url,
        {
          allow: options.allow,
          pins: options.pins ?? new Map(),
          resolver: options.resolver ?? systemResolver,
          judgeRedirect: judge ? (url: string) => judge({ kind: "read", urls: [url] }) : undefined,
          onBlocked: options.onBlocked,
        },
        limits,
        ctx.signal,
      );
      const via = fetched.redirects.length ? ` (redirected from ${fetched.redirects.join(" → ")})` : "";
      if (!fetched.ok)
        return failure(`web_fetch refused or failed${via}: ${fetched.reason}.`, {
          detail: `${withoutCredentials(input.url)} — not fetched`,
        });
      const { result, url } = fetched;
      const body = classify(header(result.headers["content-type"]), result.body);
      const size = `${thousands(result.body.length)} bytes${result.cut ? ` (cut at ${mib(limits.maxBytes)}: the page is larger)` : ""}`;
      const detail = `${url} — ${result.status}, ${kib(result.body.length)}${result.cut ? "+" : ""}`;
      if (body.kind === "binary")
        return failure(
          `${url}${via} answered ${result.status} with ${body.type} content (${size}), which is not text; web_fetch reads pages and text files. For a file the run needs, download it with execute_command (its host must be in sandbox.network.allow).`,
          { detail },
        );
      const page =
        body.kind === "html" ? await htmlToMarkdown(body.text, url) : { title: "", markdown: body.text, removed: [] };
      const maxChars = input.max_chars ?? DEFAULT_MAX_CHARS;
      const fence = createFence();
      const text = page.title ? `# ${page.title}\n\n${page.markdown}` : page.markdown;
      const what = body.kind === "html" ? `${thousands(text.length)} characters of Markdown` : body.type;
      const lines = [
        `Fetched ${url}${via}: ${result.status}, ${body.type}, ${size} → ${what}.`,
        ...(page.removed.length ? [`Hidden content removed from the page: ${page.removed.join(", ")}.`] : []),
        fence.preamble(`the content of ${url}, fetched from the web`),
        fence(`web page ${url}`, text, maxChars),
      ];
      const ok = result.status >= 200 && result.status < 300;
      if (!ok) lines[0] = `${url}${via} answered HTTP ${result.status}; what it sent (${size}):`;
      return { ok, content: lines.join("\n"), writtenPaths: [], detail };
    },
  });
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function kib(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} kB` : `${mib(bytes)}`;
}

function mib(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
