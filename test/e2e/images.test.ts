/**
 * Images in a request, through the action: a screenshot attached to the
 * triggering comment is downloaded from GitHub's host and reaches the model
 * as an image part of the first message — the real Anthropic adapter sends it,
 * nock stands in for api.anthropic.com and records what it received. A model
 * that does not read images gets a line saying so, and nothing is downloaded.
 * An image on another host is never requested.
 */
import nock from "nock";
import { expect, onTestFinished, test } from "vitest";
import { cloneWorkspace, examplePayload, runActionE2e } from "./harness.js";
import { useE2e } from "./use-e2e.js";

const GUID = "0b6cd5c8-1c2e-4b7a-9b22-5b2f6c8f9a01";
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const BODY = `@patchbay the button overlaps the header, see ![screenshot](https://github.com/user-attachments/assets/${GUID}) and ![elsewhere](https://tracker.example/p.png)`;

const e2e = useE2e({
  config: `approval:\n  default: deny\n  rules:\n    - allow: [read_file, write_to_file]\n      paths: ["src/**"]\n`,
});

const completion = {
  id: "msg_1",
  type: "message",
  role: "assistant",
  model: "claude-sonnet-4-5",
  content: [{ type: "tool_use", id: "toolu_1", name: "attempt_completion", input: { result: "Seen." } }],
  stop_reason: "tool_use",
  stop_sequence: null,
  usage: { input_tokens: 1500, output_tokens: 10, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
};

test("a screenshot in the triggering comment reaches a model that reads images, as an image part", async () => {
  e2e.gh.gate();
  const attachment = nock("https://github.com")
    .get(`/user-attachments/assets/${GUID}`)
    .reply(302, "", { location: `https://private-user-images.githubusercontent.com/1/2-${GUID}.png?jwt=x` });
  const cdn = nock("https://private-user-images.githubusercontent.com", { badheaders: ["authorization"] })
    .get(`/1/2-${GUID}.png`)
    .query(true)
    .reply(200, PNG, { "content-type": "image/png" });
  const sent: unknown[] = [];
  const api = nock("https://api.anthropic.com")
    .post("/v1/messages", (body) => {
      sent.push(body);
      return true;
    })
    .reply(200, completion);
  onTestFinished(() => nock.cleanAll());
  const payload = examplePayload("issue_comment.issue", { comment: { body: BODY } });
  const run = await runActionE2e({
    // The model's API and the image hosts are nock's, in this process: the run must be in this process too.
    entry: "source",
    origin: e2e.origin,
    workspace: cloneWorkspace(e2e.origin),
    event: { name: "issue_comment", payload },
    inputs: { dry_run: "true", model: "anthropic/claude-sonnet-4-5", anthropic_api_key: "sk-ant-e2e" },
  });
  expect(run.exitCode, run.log).toBe(0);
  attachment.done();
  cdn.done();
  api.done();
  const [first] = JSON.parse(JSON.stringify(sent)) as { messages: { role: string; content: unknown[] }[] }[];
  const content = first?.messages[0]?.content ?? [];
  expect(content).toContainEqual(
    expect.objectContaining({
      type: "image",
      source: { type: "base64", media_type: "image/png", data: PNG.toString("base64") },
    }),
  );
  expect(JSON.stringify(content)).toContain("Image 1 of 1, from @octocat's request:");
  // The image elsewhere is named for the model and the log, never fetched (nock would refuse the connection).
  expect(JSON.stringify(content)).toContain(
    "https://tracker.example/p.png (in @octocat's request): on tracker.example; images are fetched only from GitHub's own hosts",
  );
  expect(run.log).toContain("images: 1 sent to the model");
});

test("a model that does not read images is told they were there, and nothing is downloaded", async () => {
  e2e.gh.gate();
  const sent: unknown[] = [];
  const api = nock("http://127.0.0.1:11434")
    .post("/v1/chat/completions", (body) => {
      sent.push(body);
      return true;
    })
    .reply(200, {
      id: "c1",
      object: "chat.completion",
      created: 1,
      model: "codellama",
      choices: [
        {
          index: 0,
          finish_reason: "tool_calls",
          message: {
            role: "assistant",
            content: null,
            tool_calls: [
              {
                id: "call_1",
                type: "function",
                function: { name: "attempt_completion", arguments: JSON.stringify({ result: "Noted." }) },
              },
            ],
          },
        },
      ],
      usage: { prompt_tokens: 100, completion_tokens: 5, total_tokens: 105 },
    });
  onTestFinished(() => nock.cleanAll());
  const payload = examplePayload("issue_comment.issue", { comment: { body: BODY } });
  const run = await runActionE2e({
    // The model's API and the image hosts are nock's, in this process: the run must be in this process too.
    entry: "source",
    origin: e2e.origin,
    workspace: cloneWorkspace(e2e.origin),
    event: { name: "issue_comment", payload },
    inputs: {
      dry_run: "true",
      model: "openai-compatible/codellama",
      base_url: "http://127.0.0.1:11434/v1",
      api_key: "local",
    },
  });
  expect(run.exitCode, run.log).toBe(0);
  api.done();
  const text = JSON.stringify(sent);
  expect(text).toContain(
    "2 image(s) attached to the request were not sent: openai-compatible/codellama does not read images.",
  );
  expect(text).not.toContain("image_url");
});

test("an image in a description whose author trust.authors does not admit is never fetched", async () => {
  const body = `Look: ![x](https://github.com/user-attachments/assets/${GUID})`;
  e2e.gh.gate().issue(1, { user: { login: "stranger" }, author_association: "NONE", body });
  const sent: unknown[] = [];
  const api = nock("https://api.anthropic.com")
    .post("/v1/messages", (body) => {
      sent.push(body);
      return true;
    })
    .reply(200, completion);
  onTestFinished(() => nock.cleanAll());
  const payload = examplePayload("issue_comment.issue", {
    issue: {
      user: { login: "stranger", id: 99 },
      author_association: "NONE",
      body,
    },
    comment: { body: "@patchbay please fix this" },
  });
  const run = await runActionE2e({
    // The model's API and the image hosts are nock's, in this process: the run must be in this process too.
    entry: "source",
    origin: e2e.origin,
    workspace: cloneWorkspace(e2e.origin),
    event: { name: "issue_comment", payload },
    inputs: { dry_run: "true", model: "anthropic/claude-sonnet-4-5", anthropic_api_key: "sk-ant-e2e" },
  });
  expect(run.exitCode, run.log).toBe(0);
  api.done();
  // No request to github.com was made (the mock counts any request nobody expected).
  e2e.gh.assertDone();
  const text = JSON.stringify(sent);
  expect(text).not.toContain('"type":"image"');
  expect(text).not.toContain("user-attachments");
  expect(run.log).toContain("left out of the model's context: the issue's title and description by @stranger");
});
