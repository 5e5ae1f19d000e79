import type { ChildProcessWithoutNullStreams } from "node:child_process";

/**
 * What the rest of Patchbay sees of the sandbox: something that turns a
 * program launch into the launch of the same program inside it. tools/ and
 * mcp/ depend on this interface only.
 */
export interface Launch {
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  /**
   * A process already waiting to become this launch (the sandbox's standby, already in
   * its cgroup), for a caller that runs it through util/exec; undefined when there is
   * none, and the caller spawns `command` as usual. A caller may ignore it.
   */
  start?: () => ChildProcessWithoutNullStreams | undefined;
}

export interface CommandSandbox {
  /** The same program, run inside the sandbox (started on first use). */
  launch(spec: Launch): Promise<Launch>;
  /**
   * After a command: waits (bounded) while what it left behind is still being reaped,
   * so a fork bomb's thousands of dying processes do not fail the next command's start.
   */
  settle?(): Promise<void>;
  /**
   * The egress proxy as processes inside reach it (`http://127.0.0.1:3128`), for a
   * program that takes its proxy as a flag rather than from the environment (Chromium).
   */
  readonly proxyUrl?: string;
  /** Variables whose values are the sandbox's own (HOME, TMPDIR, XDG_*), for a launch's `${VAR}`s. */
  places?: Readonly<Record<string, string>>;
  /** What hides `path` inside (e.g. "the runner's home, /home/runner"), or undefined when it is visible. */
  hidden?(path: string): string | undefined;
}

export interface SandboxLimits {
  processes: number;
  memory_mb: number;
  file_mb: number;
  /** Size of the sandbox's own /tmp (HOME is on it), in MiB. */
  tmp_mb: number;
}
