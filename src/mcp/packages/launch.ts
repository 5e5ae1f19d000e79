/**
 * Which stdio servers are package launches — `npx -y pkg …`, `pnpm dlx pkg …`,
 * `uvx pkg …` — and what they name: the package, the command in it (when
 * given), and the arguments for the server. Pure parsing; prefetch.ts does the
 * fetching and rewrites the entry to run the fetched package directly.
 */
import path from "node:path";

type Installer = "npm" | "uv";

export interface PackageLaunch {
  installer: Installer;
  /** What to install: a registry spec such as `@scope/name@1.2.3` (npm) or `name==1.2` (uv). */
  spec: string;
  /** The package's name (for npm: without the version). */
  name: string;
  /** The command to run from it, when the launch names one (`npx -p pkg cmd`, `uvx --from pkg cmd`). */
  bin?: string;
  /** The server's own arguments. */
  args: string[];
}

/** npm's package name rules, with an optional version or tag after `@`: registry specs only. */
const NPM_SPEC = /^((?:@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*)(?:@([^\s/]+))?$/i;
/** A PyPI requirement: a name, optional extras, an optional version constraint. */
const PY_SPEC = /^([A-Za-z0-9][A-Za-z0-9._-]*)(\[[^\]]+\])?((?:[=<>!~]=?|===)[^\s]+)?$/;

/** The program's name, whatever path or `.cmd` it was given as. */
function programName(command: string): string {
  return path.basename(command).replace(/\.(cmd|exe)$/i, "");
}

export function packageLaunch(command: string | undefined, args: readonly string[]): PackageLaunch | undefined {
  if (!command) return undefined;
  const program = programName(command);
  if (program === "npx") return npx(args);
  if (program === "pnpm" || program === "pnpx") return pnpm(program, args);
  if (program === "uvx") return uvx(args);
  if (program === "uv" && args[0] === "tool" && args[1] === "run") return uvx(args.slice(2));
  return undefined;
}

function npmLaunch(spec: string, bin: string | undefined, rest: string[]): PackageLaunch | undefined {
  const match = NPM_SPEC.exec(spec);
  if (!match?.[1]) return undefined;
  return { installer: "npm", spec, name: match[1], bin: bin || undefined, args: rest };
}

/** `npx [-y|--yes] [-p pkg|--package=pkg] [--] pkg-or-cmd args…` */
function npx(args: readonly string[]): PackageLaunch | undefined {
  let pkg: string | undefined;
  let i = 0;
  for (; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === "-y" || arg === "--yes" || arg === "-q" || arg === "--quiet") continue;
    if (arg === "-p" || arg === "--package") pkg = args[++i];
    else if (arg.startsWith("--package=")) pkg = arg.slice("--package=".length);
    else if (arg === "--") {
      i++;
      break;
    } else if (arg.startsWith("-"))
      return undefined; // an npx option we do not know: leave the launch alone
    else break;
  }
  const first = args[i];
  if (first === undefined) return undefined;
  return pkg ? npmLaunch(pkg, first, args.slice(i + 1)) : npmLaunch(first, undefined, args.slice(i + 1));
}

/** `pnpm dlx pkg args…`, `pnpm --package=pkg dlx cmd args…`, `pnpx pkg args…` */
function pnpm(program: string, args: readonly string[]): PackageLaunch | undefined {
  let rest = [...args];
  let pkg: string | undefined;
  if (program === "pnpm") {
    const at = rest.indexOf("dlx");
    if (at === -1) return undefined;
    for (const option of rest.slice(0, at)) {
      if (option.startsWith("--package=")) pkg = option.slice("--package=".length);
      else if (option !== "--silent" && option !== "-s") return undefined;
    }
    rest = rest.slice(at + 1);
  }
  const first = rest[0];
  if (first === undefined || first.startsWith("-")) return undefined;
  return pkg ? npmLaunch(pkg, first, rest.slice(1)) : npmLaunch(first, undefined, rest.slice(1));
}

/** `uvx [--from pkg] pkg-or-cmd args…` */
function uvx(args: readonly string[]): PackageLaunch | undefined {
  let from: string | undefined;
  let i = 0;
  for (; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === "--from") from = args[++i];
    else if (arg.startsWith("--from=")) from = arg.slice("--from=".length);
    else if (arg === "-q" || arg === "--quiet") continue;
    else if (arg.startsWith("-")) return undefined;
    else break;
  }
  const first = args[i];
  if (first === undefined) return undefined;
  // uvx takes `name@version` too; uv itself takes a requirement (`name==version`).
  const spec = (from ?? first).replace(/^([A-Za-z0-9][A-Za-z0-9._-]*)@([^\s@]+)$/, "$1==$2");
  const match = PY_SPEC.exec(spec);
  if (!match?.[1]) return undefined;
  const name = match[1];
  return { installer: "uv", spec, name, bin: from ? first : name.replace(/==.*/, ""), args: args.slice(i + 1) };
}
