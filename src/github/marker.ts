/**
 * The hidden marker Patchbay puts in every comment and PR body it writes. The
 * trigger parser skips text carrying it (Patchbay never answers itself), and
 * the context reader leaves such comments out of what the model reads.
 */

/** Hidden marker Patchbay puts in every comment it writes; a comment carrying it is Patchbay's own. */
export const PATCHBAY_MARKER = "<!-- patchbay -->";

const MARKER_PATTERN = /<!--\s*patchbay(?![\w-])[\s\S]*?-->/i;

export function hasPatchbayMarker(text: string): boolean {
  return MARKER_PATTERN.test(text);
}
