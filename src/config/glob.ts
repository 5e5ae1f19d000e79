/**
 * Glob sanity for rule patterns. picomatch accepts almost anything and quietly
 * matches nothing for a broken pattern; a rule that never matches is a rule the
 * user thinks protects them. So unbalanced brackets and braces are config errors.
 */
export function globProblem(glob: string): string | undefined {
  if (glob.trim() === "") return "an empty pattern matches nothing";
  const pairs: Record<string, string> = { "[": "]", "{": "}", "(": ")" };
  const closers = new Set(Object.values(pairs));
  const stack: string[] = [];
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i] as string;
    if (c === "\\") {
      i++;
      continue;
    }
    if (stack[stack.length - 1] === "[" && c !== "]") continue; // inside a class, only ] closes
    if (pairs[c]) stack.push(c);
    else if (closers.has(c)) {
      const open = stack.pop();
      if (open === undefined || pairs[open] !== c)
        return `\`${c}\` at position ${i + 1} has no matching opening bracket`;
    }
  }
  if (stack.length > 0) return `\`${stack[stack.length - 1]}\` is never closed`;
  return undefined;
}
