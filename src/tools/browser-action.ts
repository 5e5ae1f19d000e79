/**
 * browser_action (Cline's tool): launch a headless Chromium at a URL, click at
 * coordinates, type, scroll, look (screenshot), close. The browser runs inside the
 * run's sandbox with the sandbox's network — its own loopback (the dev server a
 * command started) and the egress allowlist — so it reaches what commands reach and
 * nothing of the host (browser/chromium.ts). After each step the model gets a
 * screenshot when it can read images, the page's text and clickable places when
 * it cannot, and the console messages since the last step; the screenshot is also
 * saved for people (a run artifact the job summary names). What the page says is
 * fenced as untrusted, like a fetched page.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import type { CommandSandbox } from "../sandbox/types.js";
import { createFence } from "../util/fence.js";
import { VIEWPORT } from "./browser/chromium.js";
import { pageState, pageText } from "./browser/describe-page.js";
import { BrowserClosedError, BrowserSession } from "./browser/session.js";
import { defineTool, failure } from "./define.js";
import type { ToolResult } from "./types.js";

const BROWSER_ACTIONS = ["launch", "click", "type", "scroll_down", "scroll_up", "screenshot", "close"] as const;

const coordinate = z
  .string()
  .regex(/^\s*\d{1,5}\s*,\s*\d{1,5}\s*$/, `"x,y" in pixels, inside the ${VIEWPORT.width}x${VIEWPORT.height} page`)
  .transform((c) => c.split(",").map((n) => Number(n.trim())) as [number, number])
  .refine(([x, y]) => x < VIEWPORT.width && y < VIEWPORT.height, {
    message: `outside the ${VIEWPORT.width}x${VIEWPORT.height} page`,
  });

const schema = z
  .object({
    action: z.enum(BROWSER_ACTIONS).describe("launch first (with url); close when done"),
    url: z.string().optional().describe("For launch: http(s) URL, e.g. http://localhost:3000/"),
    coordinate: coordinate.optional().describe(`For click: "x,y" on the ${VIEWPORT.width}x${VIEWPORT.height} page`),
    text: z.string().optional().describe("For type: the text to type into the focused element"),
  })
  .superRefine((input, ctx) => {
    const need = (key: "url" | "coordinate" | "text", action: string) => {
      if (input.action === action && input[key] === undefined)
        ctx.addIssue({ code: "custom", path: [key], message: `${action} needs ${key}` });
    };
    need("url", "launch");
    need("coordinate", "click");
    need("text", "type");
    if (input.url !== undefined && !/^https?:\/\//i.test(input.url))
      ctx.addIssue({ code: "custom", path: ["url"], message: "an http:// or https:// URL" });
  });

export interface BrowserActionOptions {
  /** The run's sandbox; without one the browser runs unconfined, as commands then do. */
  sandbox?: CommandSandbox;
  /** Whether the model reads images: screenshots for it, else the page as text. */
  images: boolean;
  /** Where screenshots are saved for people (the run's artifacts); none when undefined. */
  artifactsDir?: string;
}

export function createBrowserAction(options: BrowserActionOptions) {
  let session: BrowserSession | undefined;
  let shots = 0;
  const tool = defineTool({
    name: "browser_action",
    description:
      `Drive a headless browser (${VIEWPORT.width}x${VIEWPORT.height}) inside the sandbox: launch at a URL (a dev server you started, or an allowed host), click at x,y, type, scroll_down/scroll_up, screenshot, close. ` +
      "Each step returns what the page shows and its console messages. One page at a time; close it when done. " +
      "A server you start with execute_command must outlive the command: run it with setsid (`setsid npm run dev > dev.log 2>&1 &`).",
    schema,
    access: (input) => ({ kind: "other", urls: input.action === "launch" && input.url ? [input.url] : undefined }),
    async execute(input, ctx) {
      session ??= new BrowserSession(options.sandbox, ctx.env);
      const browser = session;
      try {
        let loaded: { status?: number; error?: string } = {};
        switch (input.action) {
          case "close":
            await browser.close();
            return { ok: true, content: "The browser is closed.", writtenPaths: [], detail: "closed" };
          case "launch":
            loaded = await browser.launch(input.url as string);
            break;
          case "click": {
            const [x, y] = input.coordinate as [number, number];
            await browser.click(x, y);
            break;
          }
          case "type":
            await browser.type(input.text as string);
            break;
          case "scroll_down":
          case "scroll_up":
            await browser.scroll(input.action === "scroll_down" ? "down" : "up");
            break;
          case "screenshot":
            break;
        }
        return await observe(browser, input.action, loaded, options, ++shots);
      } catch (error) {
        if (error instanceof BrowserClosedError) return failure(error.message);
        const message = error instanceof Error ? error.message : String(error);
        // A browser that cannot start or died mid-step: the run goes on, and the model can launch again.
        await browser.close().catch(() => {});
        return failure(
          `browser_action ${input.action} failed: ${message}. The browser was closed; launch it again to go on.`,
        );
      }
    },
  });
  return Object.assign(tool, {
    async dispose() {
      await session?.close();
    },
  });
}

/** The page after a step: its state, a screenshot or its text, console lines and what was blocked. */
async function observe(
  browser: BrowserSession,
  action: string,
  loaded: { status?: number; error?: string },
  options: BrowserActionOptions,
  n: number,
): Promise<ToolResult> {
  const page = browser.page();
  const png = await browser.screenshot();
  const text = options.images ? undefined : await pageText(page);
  const state = text ?? (await pageState(page));
  const notes = browser.takeNotes();
  const fence = createFence();
  const where = `${state.url}${state.title ? ` "${state.title.slice(0, 120)}"` : ""}`;
  const lines = [
    `${action}: ${where} — scrolled to ${state.scrollY} of ${state.height} px${loaded.status ? ` (HTTP ${loaded.status})` : ""}.`,
  ];
  if (loaded.error) lines.push(`The page did not load: ${loaded.error}.`);
  for (const b of notes.blocked) lines.push(`Note: ${b}.`);
  lines.push(fence.preamble("what the page says (its text and console), which its author wrote"));
  if (text) {
    const targets = text.targets.length
      ? `\n\nClickable in view (x,y):\n${text.targets.map((t) => `- ${t}`).join("\n")}`
      : "";
    lines.push(fence(`page ${text.url}`, `${text.text}${targets}`, 8000));
  } else lines.push("A screenshot of the page is attached.");
  lines.push(
    notes.console.length ? fence("console messages", notes.console.join("\n"), 4000) : "No new console messages.",
  );
  let artifact: string | undefined;
  if (options.artifactsDir) {
    await mkdir(options.artifactsDir, { recursive: true });
    artifact = path.join(options.artifactsDir, `browser-${String(n).padStart(3, "0")}-${action}.png`);
    await writeFile(artifact, png);
  }
  return {
    ok: !loaded.error,
    content: lines.join("\n"),
    images: options.images ? [{ data: png.toString("base64"), mimeType: "image/png" }] : undefined,
    artifacts: artifact ? [artifact] : undefined,
    writtenPaths: [],
    detail: `${action} ${state.url}${loaded.error ? " — did not load" : ""}`.slice(0, 160),
  };
}
