/**
 * The process limit when Patchbay runs as root. RLIMIT_NPROC (prlimit) bounds
 * a fork bomb for every other user, but the kernel exempts uid 0 from it — and
 * a sandbox started by root maps its processes to uid 0. For that case the
 * sandbox gets a pids cgroup of its own (v1 or v2, whichever the machine has);
 * root may create one. Best effort: undefined when there is no pids controller.
 * Under the sudo mechanism Patchbay is not root and needs none: its commands run
 * as the caller's own uid, which RLIMIT_NPROC does bound.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";

export interface PidsCgroup {
  /** cgroup.procs of the new group: a process that writes its pid here is bounded. */
  procs: string;
  /** Processes in the group now (zombies not yet reaped count too). */
  current(): Promise<number | undefined>;
  remove(): Promise<void>;
}

export async function createPidsCgroup(limit: number): Promise<PidsCgroup | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const base = await pidsHierarchy();
    if (!base) return undefined;
    // Named at random, not after Patchbay's PID: a command reads its own cgroup's name in /proc/self/cgroup.
    const dir = path.join(base, `patchbay-sandbox-${randomBytes(6).toString("hex")}`);
    await mkdir(dir);
    try {
      await writeFile(path.join(dir, "pids.max"), String(limit));
    } catch {
      await rmdir(dir).catch(() => {});
      return undefined;
    }
    return {
      procs: path.join(dir, "cgroup.procs"),
      current: async () => {
        const text = await readFile(path.join(dir, "pids.current"), "utf8").catch(() => "");
        const n = Number.parseInt(text, 10);
        return Number.isFinite(n) ? n : undefined;
      },
      remove: async () => {
        // The group empties as the kernel finishes killing the namespace.
        for (let attempt = 0; attempt < 20; attempt++) {
          try {
            await rmdir(dir);
            return;
          } catch {
            await new Promise((r) => setTimeout(r, 100));
          }
        }
      },
    };
  } catch {
    return undefined;
  }
}

/** The folder of Patchbay's own cgroup in the hierarchy that has the pids controller. */
async function pidsHierarchy(): Promise<string | undefined> {
  const mounts = await readFile("/proc/self/mountinfo", "utf8");
  const own = await readFile("/proc/self/cgroup", "utf8");
  for (const line of mounts.split("\n")) {
    const [pre, post] = line.split(" - ");
    if (!pre || !post) continue;
    const mountPoint = pre.split(" ")[4];
    const [fstype, , superOptions = ""] = post.split(" ");
    if (!mountPoint) continue;
    if (fstype === "cgroup" && superOptions.split(",").includes("pids")) {
      const group = /^\d+:pids:(.*)$/m.exec(own)?.[1];
      if (group !== undefined) return path.join(mountPoint, group);
    }
    if (fstype === "cgroup2") {
      const group = /^0::(.*)$/m.exec(own)?.[1];
      if (group === undefined) continue;
      const dir = path.join(mountPoint, group);
      const controllers = await readFile(path.join(dir, "cgroup.subtree_control"), "utf8").catch(() => "");
      if (controllers.split(/\s+/).includes("pids")) return dir;
    }
  }
  return undefined;
}
