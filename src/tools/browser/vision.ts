/**
 * Whether a model reads images in tool results, so browser_action sends it
 * screenshots — or, when it does not, the page as text with click coordinates.
 * By provider and model name, as tools.edit's `auto` picks the edit tool
 * (edit-format.ts): providers' docs list which models take image input. An
 * OpenAI-compatible server's model is unknown unless its name says vision.
 */
const OPENAI_VISION = /^(gpt-4o|chatgpt-4o|gpt-4\.1|gpt-4-turbo|gpt-4-vision|gpt-5|o1(?!-mini)|o3(?!-mini)|o4)/i;
const BEDROCK_VISION =
  /claude-(3|sonnet-4|opus-4|haiku-4)|claude-[a-z]+-4|nova-(pro|lite|premier)|llama3-2-(11|90)b|llama4/i;
const NAMED_VISION = /vision|[-_.]vl\b|-vl-|llava|pixtral|gemma-?3|llama-?4|qwen[\d.]*-?omni/i;

export function acceptsImages(provider: string, model: string): boolean {
  switch (provider) {
    case "anthropic":
      return !/claude-(2|instant)/i.test(model);
    case "google":
      return /gemini|gemma-?3/i.test(model);
    case "openai":
      return OPENAI_VISION.test(model);
    case "bedrock":
      return BEDROCK_VISION.test(model);
    case "replay":
      // A cassette answers whatever it is sent; the screenshots go the way a vision model's would.
      return true;
    default:
      return NAMED_VISION.test(model);
  }
}
