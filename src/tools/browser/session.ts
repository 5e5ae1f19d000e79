/**
 * One browser for a run, driven by puppeteer-core over the DevTools pipe
 * (pipe-transport.ts). puppeteer-core rather than playwright-core: puppeteer's
 * `connect({ transport })` is public and takes any transport, so Chromium can be
 * started by Patchbay inside the sandbox and driven from outside over its pipe;
 * Playwright connects only to a launch of its own (outside the sandbox) or to a
 * debugging port (a port inside the sandbox's network namespace, which the host
 * cannot reach). Both speak CDP to the same Chromium; this is the one that fits.
 *
 * One page at a time, as Cline's browser_action: popups are closed (and named in
 * the result), downloads refused, console messages collected between steps.
 * A browser that dies is noticed, said, and can be launched again.
 */
import type { Browser, Page } from "puppeteer-core";
import type { CommandSandbox } from "../../sandbox/types.js";
import { type RunningChromium, startChromium, VIEWPORT } from "./chromium.js";
import { pipeTransport } from "./pipe-transport.js";

/** Page loads and settling: a page slower than this is shown as it is. */
const NAVIGATION_MS = 30_000;
const SETTLE_MS = 3_000;
const MAX_CONSOLE_LINES = 50;

export class BrowserClosedError extends Error {
  override name = "BrowserClosedError";
}

interface Live {
  chromium: RunningChromium;
  browser: Browser;
  page: Page;
}

export interface StepNotes {
  console: string[];
  /** Popups closed and downloads refused since the last step. */
  blocked: string[];
}

export class BrowserSession {
  private live: Live | undefined;
  private console: string[] = [];
  private blocked: string[] = [];
  private death: string | undefined;

  constructor(
    private readonly sandbox: CommandSandbox | undefined,
    private readonly env: Record<string, string>,
  ) {}

  get open(): boolean {
    return this.live !== undefined;
  }

  async launch(url: string): Promise<{ status?: number; error?: string }> {
    await this.close();
    this.death = undefined;
    const chromium = await startChromium(this.sandbox, this.env);
    let browser: Browser | undefined;
    let page: Page;
    try {
      const puppeteer = await import("puppeteer-core");
      const transport = pipeTransport(chromium.toBrowser, chromium.fromBrowser);
      const exited = new Promise<never>((_, reject) =>
        chromium.child.once("exit", (code, signal) =>
          reject(
            new Error(
              `Chromium exited while starting (${signal ?? `code ${code}`}): ${chromium.stderr().slice(-1500)}`,
            ),
          ),
        ),
      );
      browser = await Promise.race([
        puppeteer.connect({ transport, defaultViewport: VIEWPORT, protocolTimeout: 60_000 }),
        exited,
      ]);
      page = (await browser.pages())[0] ?? (await browser.newPage());
      await page.setViewport(VIEWPORT);
      await this.refuseDownloads(browser);
    } catch (error) {
      await browser?.close().catch(() => {});
      await chromium.stop();
      throw error;
    }
    const live: Live = { chromium, browser, page };
    this.live = live;
    browser.on("targetcreated", async (target) => {
      if (target.type() !== "page" || this.live !== live) return;
      // The same page can come back as a new target (a cross-process navigation): only other pages are popups.
      const popup = await target.page().catch(() => null);
      if (!popup || popup === live.page) return;
      this.blocked.push(
        `a popup (${target.url().slice(0, 200) || "about:blank"}) was closed: launch its URL to look at it`,
      );
      await popup.close().catch(() => {});
    });
    page.on("console", (m) => this.note(`[${m.type()}] ${m.text()}`));
    page.on("pageerror", (e) => this.note(`[page error] ${e instanceof Error ? e.message : String(e)}`));
    page.on("error", (e) => {
      // Measured: a renderer's data segment grows with the page; past RLIMIT_DATA it dies this way.
      this.death = `the page crashed (${e.message}); a page that needs more memory than sandbox.limits.memory_mb gives one process crashes like this`;
    });
    chromium.child.once("exit", (code, signal) => {
      if (this.live?.chromium !== chromium) return;
      this.death ??= `the browser exited (${signal ?? `code ${code}`})`;
      this.live = undefined;
      // What it left (its crash handler, helpers in their last moments) goes too.
      void chromium.stop();
    });
    return this.navigate(url);
  }

  /** Downloads are refused (and named in the next result): a page must not write files through the browser. */
  private async refuseDownloads(browser: Browser): Promise<void> {
    const cdp = await browser.target().createCDPSession();
    await cdp.send("Browser.setDownloadBehavior", { behavior: "deny", eventsEnabled: true });
    cdp.on("Browser.downloadWillBegin", (e: { url: string; suggestedFilename: string }) => {
      this.blocked.push(`a download of ${e.suggestedFilename} (${e.url.slice(0, 200)}) was refused`);
    });
  }

  private async navigate(url: string): Promise<{ status?: number; error?: string }> {
    const { page } = this.current();
    try {
      const response = await page.goto(url, { waitUntil: "load", timeout: NAVIGATION_MS });
      await this.settle();
      return response ? { status: response.status() } : {};
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }

  async click(x: number, y: number): Promise<void> {
    const { page } = this.current();
    await page.mouse.click(x, y);
    await this.settle();
  }

  async type(text: string): Promise<void> {
    const { page } = this.current();
    await page.keyboard.type(text);
    await this.settle();
  }

  async scroll(direction: "up" | "down"): Promise<void> {
    const { page } = this.current();
    await page.mouse.wheel({ deltaY: (direction === "down" ? 1 : -1) * VIEWPORT.height });
    await this.settle();
  }

  async screenshot(): Promise<Buffer> {
    for (let attempt = 1; ; attempt++) {
      try {
        return Buffer.from(await this.current().page.screenshot({ type: "png" }));
      } catch (error) {
        // An error page (a refused connection) replaces the page's target while it commits:
        // take the page again and retry, a few times.
        if (attempt >= 4 || !/not attached|detached|target closed/i.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
        await this.reattach();
      }
    }
  }

  /** The page itself, for the description and the result (describe-page.ts reads it). */
  page(): Page {
    return this.current().page;
  }

  private async reattach(): Promise<void> {
    const live = this.current();
    const pages = await live.browser.pages().catch(() => []);
    const page = pages.find((p) => !p.isClosed());
    if (page) live.page = page;
  }

  /** Console lines, closed popups and refused downloads since the last call. */
  takeNotes(): StepNotes {
    const notes = { console: this.console, blocked: this.blocked };
    this.console = [];
    this.blocked = [];
    return notes;
  }

  async close(): Promise<void> {
    const live = this.live;
    this.live = undefined;
    if (!live) return;
    await live.browser.close().catch(() => {});
    await live.chromium.stop();
  }

  private current(): Live {
    if (this.death) {
      const why = this.death;
      this.death = undefined;
      void this.close();
      throw new BrowserClosedError(`${why}; call browser_action with action launch to start a new one`);
    }
    if (!this.live) throw new BrowserClosedError("no browser is open: start one with action launch and a url");
    return this.live;
  }

  /** A page that is still loading or fetching after an action is given a moment, then shown as it is. */
  private async settle(): Promise<void> {
    const { page } = this.current();
    await page.waitForNetworkIdle({ idleTime: 300, timeout: SETTLE_MS }).catch(() => {});
  }

  private note(line: string): void {
    if (this.console.length < MAX_CONSOLE_LINES) this.console.push(line.slice(0, 500));
    else if (this.console.length === MAX_CONSOLE_LINES) this.console.push("[… more console messages not kept]");
  }
}
