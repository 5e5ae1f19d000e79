/**
 * Chromium, started the way every agent-caused process is: through the run's
 * sandbox (its PID, mount and network namespaces, its limits, its egress proxy),
 * or unconfined when the run has none (sandbox.mode off), like commands. The
 * system's Chromium is used (Debian's `chromium`; Chrome where that is what the
 * machine has): nothing is downloaded at install time or at run time.
 *
 * The flags keep a headless browser quiet on a closed network: without them it
 * phones home (component updates, sync, safe browsing lists, QUIC probes) and the
 * proxy's "blocked" report fills with Google's hosts. `--no-sandbox` because
 * Chromium's own sandbox needs user namespaces or a setuid helper, both of which
 * the run's sandbox takes away (no new privileges, no nested user namespaces);
 * the run's sandbox is the wall here.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Readable, Writable } from "node:stream";
import { SYSTEM_PATH } from "../../sandbox/mechanism.js";
import type { CommandSandbox, Launch } from "../../sandbox/types.js";
import { hostProgram } from "../../util/program-path.js";

export const VIEWPORT = { width: 900, height: 600 };

/** Debian's binary (the /usr/bin/chromium wrapper only adds flags), then names on the system's PATH. */
const CANDIDATES = [
  "/usr/lib/chromium/chromium",
  "chromium",
  "chromium-browser",
  "google-chrome-stable",
  "google-chrome",
];

class BrowserUnavailableError extends Error {
  override name = "BrowserUnavailableError";
}

/** The browser's file, from the system's own directories only (never the work tree). */
function findChromium(): string {
  for (const name of CANDIDATES) {
    const file = name.startsWith("/") ? (existsSync(name) ? name : "") : hostProgram(name, SYSTEM_PATH);
    if (file.startsWith("/")) return file;
  }
  throw new BrowserUnavailableError(
    "no Chromium on this machine (looked for chromium, chromium-browser, google-chrome); install Debian's or Ubuntu's `chromium` package (apt-get install chromium), or set tools.browser: false",
  );
}

function chromiumArgs(userDataDir: string, proxy: string | undefined): string[] {
  return [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--no-default-browser-check",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-extensions",
    "--disable-default-apps",
    "--disable-breakpad",
    "--disable-crash-reporter",
    "--disable-domain-reliability",
    "--disable-client-side-phishing-detection",
    "--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,CertificateTransparencyComponentUpdater,AutofillServerCommunication,InterestFeedContentSuggestions",
    "--metrics-recording-only",
    "--password-store=basic",
    "--use-mock-keychain",
    "--mute-audio",
    "--hide-scrollbars",
    `--window-size=${VIEWPORT.width},${VIEWPORT.height}`,
    `--user-data-dir=${userDataDir}`,
    // Loopback stays direct (Chromium's implicit bypass): the dev server the agent started is inside.
    ...(proxy ? [`--proxy-server=${proxy}`] : []),
    "--remote-debugging-pipe",
    "about:blank",
  ];
}

export interface RunningChromium {
  child: ChildProcess;
  toBrowser: Writable;
  fromBrowser: Readable;
  /** The last lines Chromium wrote on stderr, for a start that fails. */
  stderr(): string;
  /** Ends the browser and everything it started; removes its profile when it was on the host. */
  stop(): Promise<void>;
}

export async function startChromium(
  sandbox: CommandSandbox | undefined,
  env: Record<string, string>,
): Promise<RunningChromium> {
  const file = findChromium();
  // Inside, /tmp is the sandbox's own empty tmpfs; outside, a fresh folder removed on stop.
  const profile = sandbox
    ? `/tmp/patchbay-chromium-${randomUUID()}`
    : await mkdtemp(path.join(os.tmpdir(), "patchbay-chromium-"));
  const bare: Launch = { command: file, args: chromiumArgs(profile, sandbox?.proxyUrl), cwd: "/", env };
  const launch = sandbox ? await sandbox.launch(bare) : bare;
  // Its own process group, so stop() ends the renderers and helpers with it.
  const child = spawn(launch.command, launch.args, {
    cwd: launch.cwd,
    env: launch.env,
    detached: true,
    stdio: ["ignore", "ignore", "pipe", "pipe", "pipe"],
  });
  let err = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    err = (err + chunk.toString("utf8")).slice(-4000);
  });
  child.on("error", (error) => {
    err += `\n${error.message}`;
  });
  const [toBrowser, fromBrowser] = [child.stdio[3] as Writable, child.stdio[4] as Readable];
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // A browser told to close (Browser.close) ends its helpers and exits; nsenter, waiting
      // for it, exits after it. One that does not gets SIGTERM, then SIGKILL, as a group.
      const gone = new Promise((resolve) => child.once("exit", resolve));
      const term = setTimeout(() => kill(child, "SIGTERM"), 3000);
      const hard = setTimeout(() => kill(child, "SIGKILL"), 6000);
      await gone;
      clearTimeout(term);
      clearTimeout(hard);
    }
    await killNamed(profile);
    if (!sandbox) await rm(profile, { recursive: true, force: true }).catch(() => {});
  };
  return { child, toBrowser, fromBrowser, stderr: () => err.trim(), stop };
}

/**
 * Ends every process whose command line names `marker` (the browser's unique profile).
 * The host sees the sandbox's processes in its own /proc (a PID namespace's parent
 * sees its children), and they run as the same user, so they can be signalled from here.
 */
async function killNamed(marker: string): Promise<void> {
  const pids = (await readdir("/proc").catch(() => [] as string[])).filter((p) => /^\d+$/.test(p));
  await Promise.all(
    pids.map(async (pid) => {
      const cmdline = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
      if (!cmdline.includes(marker)) return;
      try {
        process.kill(Number(pid), "SIGKILL");
      } catch {
        // gone already, or not ours to end: the sandbox's end takes it
      }
    }),
  );
}

function kill(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}
