import { createHash } from "node:crypto";

// Readers for a page's Content-Security-Policy and the inline scripts it must name (decision 026),
// written apart from the server's own so that a test does not check the server against itself.

export type InlineScript = { attributes: string; text: string; hash: string };

export const sha256Source = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The sources of one directive of a policy. */
export function directive(policy: string, name: string): string[] {
  const found = policy
    .split(";")
    .map((d) => d.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found ? found.slice(1) : [];
}

/** The hash sources of `script-src`. */
export function scriptHashes(policy: string): string[] {
  return directive(policy, "script-src").filter((source) => source.startsWith("'sha256-"));
}

/**
 * Every inline script of the page whose text runs: no src, a type that is absent or "module",
 * or the inert module script the starter runs later. JSON-LD and other data blocks do not.
 */
export function executableInlineScripts(html: string): InlineScript[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .map((m) => ({ attributes: m[1] ?? "", text: m[2] ?? "" }))
    .filter(
      ({ attributes }) =>
        !/\bsrc=/.test(attributes) &&
        (/data-module-after-paint/.test(attributes) || !/\btype="(?!module")/.test(attributes)),
    )
    .map((script) => ({ ...script, hash: sha256Source(script.text) }));
}
