import nock from "nock";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createModel } from "../../src/agent/models/create-model.js";
import type { ModelRequest } from "../../src/agent/types.js";
import { createTextEditor } from "../../src/tools/text-editor.js";

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

const editor = createTextEditor();
const request = (): ModelRequest => ({
  system: "You are a test.",
  messages: [{ role: "user", content: "Fix it." }],
  tools: [
    { name: editor.name, description: editor.description, inputSchema: editor.inputSchema },
    { name: "attempt_completion", description: "Finish", inputSchema: { type: "object", properties: {} } },
  ],
  signal: new AbortController().signal,
});

describe("Anthropic's text editor as the provider-defined tool", () => {
  it("is sent as text_editor_20250728 and its calls come back to the loop", async () => {
    let sent: { tools?: Record<string, unknown>[] } = {};
    nock("https://api.anthropic.com")
      .post("/v1/messages", (body) => {
        sent = body;
        return true;
      })
      .reply(200, {
        id: "msg_1",
        type: "message",
        role: "assistant",
        model: "claude-sonnet-4-5",
        content: [
          {
            type: "tool_use",
            id: "toolu_1",
            name: "str_replace_based_edit_tool",
            input: { command: "str_replace", path: "a.ts", old_str: "a - b", new_str: "a + b" },
          },
        ],
        stop_reason: "tool_use",
        stop_sequence: null,
        usage: { input_tokens: 10, output_tokens: 5 },
      });
    const model = createModel(
      { provider: "anthropic", name: "claude-sonnet-4-5" },
      { ANTHROPIC_API_KEY: "sk-ant-test" },
      { retry: { maxAttempts: 1 } },
    );
    const response = await model.generate(request());
    expect(sent.tools?.[0]).toMatchObject({ name: "str_replace_based_edit_tool", type: "text_editor_20250728" });
    expect(sent.tools?.[0]).not.toHaveProperty("input_schema");
    expect(sent.tools?.[1]).toMatchObject({ name: "attempt_completion", input_schema: { type: "object" } });
    expect(response.toolCalls).toEqual([
      {
        id: "toolu_1",
        name: "str_replace_based_edit_tool",
        input: { command: "str_replace", path: "a.ts", old_str: "a - b", new_str: "a + b" },
      },
    ]);
  });
});
