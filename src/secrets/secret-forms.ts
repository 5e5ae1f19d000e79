/**
 * The forms a secret takes on its way out (docs/decisions/0008-secrets-never-leave.md): a token pasted into a
 * URL is percent-encoded, one sent as basic auth is base64 of
 * `x-access-token:<token>`, a dump shows hex. Redaction masks each form, not only
 * the raw value.
 */

/** Forms shorter than this are not masked: they would match ordinary text. */
const MIN_FORM_LENGTH = 8;

/**
 * Base64 of `value` wherever it sits in a longer encoded text: the encoding of
 * a byte depends on its offset modulo 3, so each of the three alignments gives a
 * run of characters that only `value` produces (the edges, mixed with the
 * neighbours' bits, are dropped).
 */
function base64Forms(value: Buffer): string[] {
  const forms: string[] = [];
  for (const shift of [0, 1, 2]) {
    const padded = Buffer.concat([Buffer.alloc(shift), value]);
    const encoded = padded.toString("base64").replace(/=+$/, "");
    const start = Math.ceil((shift * 8) / 6);
    const end = Math.floor(((shift + value.length) * 8) / 6);
    const core = encoded.slice(start, end);
    forms.push(core, core.replace(/\+/g, "-").replace(/\//g, "_"));
  }
  return forms;
}

/** Every encoded form of `secret` worth masking, the raw value excluded. */
export function secretForms(secret: string): string[] {
  const raw = Buffer.from(secret, "utf8");
  const hex = raw.toString("hex");
  const forms = [
    ...base64Forms(raw),
    Buffer.from(`x-access-token:${secret}`, "utf8").toString("base64"),
    hex,
    hex.toUpperCase(),
    encodeURIComponent(secret),
    // Form-encoding writes a space as "+".
    encodeURIComponent(secret).replace(/%20/g, "+"),
  ];
  return [...new Set(forms)].filter((f) => f !== secret && f.length >= MIN_FORM_LENGTH);
}
