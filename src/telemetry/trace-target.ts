/**
 * Where a run's trace goes, if anywhere: the standard OpenTelemetry variables
 * (OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, a full URL; OTEL_EXPORTER_OTLP_ENDPOINT,
 * a base URL that gets /v1/traces; their _HEADERS) win over `telemetry.otlp`
 * in the config, as the workflow's environment wins over the repository's file.
 * OTEL_SDK_DISABLED=true turns it off. With none of them nothing is sent, and
 * the OpenTelemetry SDK is never loaded. Cheap on purpose: no SDK import here.
 */
import type { TelemetryConfig } from "../config/visibility-schemas.js";

export interface TraceTarget {
  /** The OTLP/HTTP traces URL (…/v1/traces). */
  url: string;
  headers: Record<string, string>;
  /** Header entries that could not be read, for a warning (their values never shown). */
  badHeaders: string[];
}

export function traceTarget(config: TelemetryConfig, env: Record<string, string | undefined>): TraceTarget | undefined {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === "true") return undefined;
  const signal = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim();
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || config.otlp;
  const url = signal || (base ? `${base.replace(/\/+$/, "")}/v1/traces` : undefined);
  if (!url) return undefined;
  const { headers, bad } = parseHeaders(
    [env.OTEL_EXPORTER_OTLP_HEADERS, env.OTEL_EXPORTER_OTLP_TRACES_HEADERS].filter(Boolean).join(","),
  );
  return { url, headers, badHeaders: bad };
}

/** `key=value,key2=value2`, values percent-encoded (the OTLP exporter's format). */
function parseHeaders(text: string): { headers: Record<string, string>; bad: string[] } {
  const headers: Record<string, string> = {};
  const bad: string[] = [];
  for (const entry of text.split(",")) {
    if (!entry.trim()) continue;
    const at = entry.indexOf("=");
    const key = at > 0 ? entry.slice(0, at).trim() : "";
    if (!key || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(key)) {
      bad.push(key ? `"${key}"` : `entry ${bad.length + 1}`);
      continue;
    }
    try {
      headers[key] = decodeURIComponent(entry.slice(at + 1).trim());
    } catch {
      bad.push(`"${key}"`);
    }
  }
  return { headers, bad };
}
