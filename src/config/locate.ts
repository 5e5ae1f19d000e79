/** Maps a key path in a parsed YAML (or JSON) document to its line and column, for error messages. */
import { type Document, isMap, isNode, isScalar, isSeq, LineCounter, parseDocument } from "yaml";

export interface Located {
  doc: Document;
  lineCounter: LineCounter;
}

export function parseLocated(text: string): Located {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  return { doc, lineCounter };
}

/**
 * Line/column of the deepest node along `path` that exists. With `keyOf`, the
 * position of that key inside the map at `path` (for unknown keys).
 */
export function locate(
  { doc, lineCounter }: Located,
  path: readonly PropertyKey[],
  keyOf?: string,
): { line: number; column: number } | undefined {
  let node: unknown = doc.contents;
  let position: number | undefined = offsetOf(node);
  for (const segment of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(segment));
      if (!pair) break;
      position = offsetOf(pair.key) ?? position;
      node = pair.value;
    } else if (isSeq(node) && typeof segment === "number") {
      const item = node.items[segment];
      if (item === undefined) break;
      position = offsetOf(item) ?? position;
      node = item;
    } else break;
  }
  if (keyOf !== undefined && isMap(node)) {
    const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === keyOf);
    if (pair) position = offsetOf(pair.key) ?? position;
  }
  if (position === undefined) return undefined;
  const { line, col } = lineCounter.linePos(position);
  return { line, column: col };
}

function offsetOf(node: unknown): number | undefined {
  return isNode(node) ? node.range?.[0] : undefined;
}
