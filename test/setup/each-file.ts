/**
 * A worker runs many test files one after another (vitest.config.ts: `isolate: false`), so what a
 * file changes in the process and leaves behind reaches the files after it: a `disableNetConnect()`
 * left on made a later file's request to its own server on 127.0.0.1 fail. After each file, what a
 * file may change is put back: nock's mocks and its net-connect switch, process.env and the exit code.
 *
 * nock is loaded here for every file, not only by the files that use it, so whether a request goes
 * through nock's interceptor never depends on which files ran before in the same worker.
 */
import nock from "nock";
import { afterAll } from "vitest";

const env = { ...process.env };
const exitCode = process.exitCode;

afterAll(() => {
  nock.cleanAll();
  nock.enableNetConnect();
  for (const key of Object.keys(process.env)) if (!(key in env)) delete process.env[key];
  Object.assign(process.env, env);
  process.exitCode = exitCode;
});
