// Small readers for server-rendered HTML.

/** The HTML the server sends, without the inline scripts (hydration data, JSON-LD). */
export function markup(html: string): string {
  return html.replace(/<script\b[^>]*>.*?<\/script>/gs, "");
}

/** Text as the browser shows it: the five entities React escapes, turned back. */
export function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The visible text of a piece of HTML, whitespace collapsed. */
export function textOf(html: string): string {
  return decode(html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, ""))
    .replace(/\s+/g, " ")
    .trim();
}

/** A tag's attributes; one written without a value reads as "". */
export function attributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) attrs[m[1] as string] = decode(m[2] ?? "");
  return attrs;
}

/** The content of the meta tag named `key` (by name or property). */
export function metaContent(html: string, key: string): string | undefined {
  for (const m of html.matchAll(/<meta\b([^>]*)>/g)) {
    const attrs = attributes(m[1] as string);
    if (attrs.name === key || attrs.property === key) return attrs.content;
  }
  return undefined;
}

/** Every JSON-LD block of a page. */
export function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1] ?? "null") as Record<string, unknown>,
  );
}
