/**
 * Where Patchbay's pushes go is decided once, at the start of the run
 * (docs/decisions/0010-containment.md): the remote's push URL is pinned then, and later pushes name that URL, so a
 * `remote.origin.pushurl` or `.url` written during the run changes nothing.
 * `url.<base>.insteadOf` rewrites still apply to a URL and cannot be overridden
 * from the environment (they add up), so a remote command whose URL one of them
 * would rewrite is refused instead.
 */
import type { GitRunner } from "../runner.js";

class RemoteRewrittenError extends Error {
  constructor(
    readonly url: string,
    readonly key: string,
  ) {
    super(
      `refused to talk to ${maskUrl(url)}: the repository's config rewrites it (${key}); Patchbay pushes only to the URL pinned when the run started — remove the key with \`git config --unset-all ${key}\``,
    );
    this.name = "RemoteRewrittenError";
  }
}

const maskUrl = (url: string) => url.replace(/\/\/[^/@\s]*@/, "//***@");

const isRemoteName = (remote: string) => !remote.includes("/") && !remote.includes(":");

/** The URL a push to `remote` goes to now (its push URL, else its URL); a URL is returned as is. */
export async function pinRemoteUrl(runner: GitRunner, remote: string): Promise<string> {
  if (!isRemoteName(remote)) return remote;
  const res = await runner.exec(["remote", "get-url", "--push", remote], { allowAllExitCodes: true });
  const url = res.stdout.trim().split("\n")[0];
  return res.exitCode === 0 && url ? url : remote;
}

/** The raw URLs a remote argument stands for (config values, before any rewriting). */
async function rawUrls(runner: GitRunner, remote: string): Promise<string[]> {
  if (!isRemoteName(remote)) return [remote];
  const urls: string[] = [];
  for (const key of [`remote.${remote}.url`, `remote.${remote}.pushurl`]) {
    const res = await runner.exec(["config", "--null", "--get-all", key], { allowAllExitCodes: true });
    urls.push(...res.stdout.split("\0").filter(Boolean));
  }
  return urls;
}

/** Throws RemoteRewrittenError when an insteadOf/pushInsteadOf in the config would rewrite `remote`. */
export async function assertNotRewritten(runner: GitRunner, remote: string): Promise<void> {
  const res = await runner.exec(["config", "--null", "--get-regexp", "^url\\..*\\.(insteadof|pushinsteadof)$"], {
    allowAllExitCodes: true,
  });
  const rules = res.stdout
    .split("\0")
    .filter(Boolean)
    .map((item) => {
      const nl = item.indexOf("\n");
      return { key: item.slice(0, nl), prefix: item.slice(nl + 1) };
    })
    .filter((r) => r.prefix !== "");
  if (rules.length === 0) return;
  for (const url of await rawUrls(runner, remote)) {
    const rule = rules.find((r) => url.startsWith(r.prefix));
    if (rule) throw new RemoteRewrittenError(url, rule.key);
  }
}
