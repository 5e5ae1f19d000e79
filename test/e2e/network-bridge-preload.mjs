// Test-only preload for the built bundle (`node --import <this> dist/index.js`):
// the network edge of a child process, answered by the test. nock, in the child,
// takes every request to a host that is not this machine's loopback and sends it
// to the test's bridge on 127.0.0.1 (PATCHBAY_TEST_BRIDGE), which replays it in
// the test's own process, where the test's nock mocks answer as they answer an
// in-process run. Nothing reaches the internet: anything else is refused here.
import nock from "nock";

const bridge = process.env.PATCHBAY_TEST_BRIDGE;
if (!bridge) throw new Error("network-bridge-preload: PATCHBAY_TEST_BRIDGE is not set");

nock.disableNetConnect();
nock.enableNetConnect(/^(127\.0\.0\.1|localhost)(:\d+)?$/);

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD"];
const away = nock(/^https?:\/\/(?!(127\.0\.0\.1|localhost)(:\d+)?$)[^/]+$/).persist();
for (const method of METHODS) {
  away
    .intercept(() => true, method)
    .reply(async function (uri, body) {
      const { proto = "https", hostname, port } = this.req.options;
      const standard = (proto === "https" && Number(port) === 443) || (proto === "http" && Number(port) === 80);
      const url = `${proto}://${hostname}${port && !standard ? `:${port}` : ""}${uri}`;
      const headers = {};
      for (const [name, value] of Object.entries(this.req.headers)) headers[name] = String(value);
      const payload =
        body === undefined || body === "" ? undefined : typeof body === "string" ? body : JSON.stringify(body);
      const answer = await fetch(bridge, {
        method: "POST",
        headers: {
          "x-bridge-url": url,
          "x-bridge-method": this.req.method,
          "x-bridge-headers": JSON.stringify(headers),
        },
        body: payload,
      });
      const out = {};
      answer.headers.forEach((value, name) => {
        if (!["content-length", "content-encoding", "transfer-encoding", "connection"].includes(name))
          out[name] = value;
      });
      return [answer.status, Buffer.from(await answer.arrayBuffer()), out];
    });
}
