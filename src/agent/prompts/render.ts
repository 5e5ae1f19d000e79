/**
 * Strict template rendering (docs/decisions/0022-strict-prompt-templates.md): every {{name}} must be supplied and every
 * supplied variable must be used, so a renamed variable fails loudly in tests.
 */
import { PromptTemplateError } from "../errors.js";

const VARIABLE = /\{\{([A-Za-z_][A-Za-z0-9_]*)\}\}/g;

export function renderTemplate(template: string, vars: Record<string, string>, name = "template"): string {
  const used = new Set<string>();
  const out = template.replace(VARIABLE, (_match, key: string) => {
    const value = vars[key];
    if (value === undefined) throw new PromptTemplateError(`${name}: no value for {{${key}}}`);
    used.add(key);
    return value;
  });
  const unused = Object.keys(vars).filter((k) => !used.has(k));
  if (unused.length) throw new PromptTemplateError(`${name}: variables given but not used: ${unused.join(", ")}`);
  return out;
}
