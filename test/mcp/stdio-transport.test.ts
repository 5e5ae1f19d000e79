/** The process-group stdio transport on its own: bounded stderr, non-JSON stdout, how the child ended. */
import { describe, expect, it } from "vitest";
import { ProcessGroupStdioTransport, TailBuffer } from "../../src/mcp/stdio-transport.js";
import { until } from "./helpers.js";

describe("TailBuffer", () => {
  it("keeps only the last characters", () => {
    const tail = new TailBuffer(5);
    tail.push("abc");
    tail.push("defgh");
    expect(tail.toString()).toBe("defgh");
  });
});

describe("ProcessGroupStdioTransport", () => {
  it("keeps a bounded stderr tail, reports non-JSON stdout and the exit", async () => {
    const script = `process.stderr.write("x".repeat(5000) + "END"); console.log("not json"); console.log(JSON.stringify({jsonrpc:"2.0",method:"ping"})); setTimeout(() => process.exit(4), 100);`;
    const transport = new ProcessGroupStdioTransport({
      command: process.execPath,
      args: ["-e", script],
      cwd: process.cwd(),
      env: { PATH: process.env.PATH ?? "" },
      stderrBytes: 1000,
    });
    const errors: string[] = [];
    const messages: unknown[] = [];
    let exit = "";
    let closed = false;
    transport.onerror = (e) => errors.push(e.message);
    transport.onmessage = (m) => messages.push(m);
    transport.onexit = (how) => {
      exit = how;
    };
    transport.onclose = () => {
      closed = true;
    };
    await transport.start();
    await until(() => closed, "the child to exit");
    expect(exit).toBe("exited with code 4");
    expect(transport.stderr.toString()).toHaveLength(1000);
    expect(transport.stderr.toString().endsWith("END")).toBe(true);
    expect(transport.garbage).toBe("not json");
    expect(errors[0]).toMatch(/not JSON to stdout: not json/);
    expect(messages).toEqual([{ jsonrpc: "2.0", method: "ping" }]);
  });

  it("rejects start() for a command that does not exist", async () => {
    const transport = new ProcessGroupStdioTransport({
      command: "patchbay-no-such-command-xyz",
      args: [],
      cwd: process.cwd(),
      env: {},
    });
    await expect(transport.start()).rejects.toMatchObject({ code: "ENOENT" });
  });
});
