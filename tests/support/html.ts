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
