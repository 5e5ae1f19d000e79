/**
 * Opening a URL in the person's browser: `$BROWSER` when set (the common
 * convention, and how tests and remote shells stand in a browser of their own),
 * else the platform's opener. Nothing waits for the browser to close.
 */
import { spawn } from "node:child_process";

export function browserOpener(env: Record<string, string | undefined>): (url: URL) => Promise<void> {
  return (url) => {
    const custom = env.BROWSER?.trim();
    const [command, ...args] = custom
      ? [...custom.split(/\s+/), url.href]
      : process.platform === "darwin"
        ? ["open", url.href]
        : process.platform === "win32"
          ? ["cmd", "/c", "start", '""', url.href]
          : ["xdg-open", url.href];
    return new Promise((resolve, reject) => {
      const child = spawn(command as string, args, {
        detached: true,
        stdio: "ignore",
        env: Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined)),
      });
      child.once("error", reject);
      child.once("spawn", () => {
        child.unref();
        resolve();
      });
    });
  };
}
