// One description of an e-mail's content, written out twice: as plain text and as simple HTML.
// Both parts come from the same blocks, so they never say different things, and every piece of
// text (location names are typed by visitors) is escaped in exactly one place.

import { SITE_NAME } from "#core/seo";

export type MailBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: string[] }
  /** Label and value pairs: "Tide station: Garibaldi (9437540)". */
  | { kind: "facts"; rows: [label: string, value: string][] }
  /** The one thing to do: a prominent link. */
  | { kind: "button"; label: string; href: string }
  /** Further links, one per line. */
  | { kind: "links"; links: { label: string; href: string }[] }
  /** Small print at the end. */
  | { kind: "note"; text: string };

export type MailBody = { heading: string; blocks: MailBlock[] };

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** A subject or heading is one line, whatever a visitor typed into a location name. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

export function renderText({ heading, blocks }: MailBody): string {
  const out: string[] = [heading, ""];
  for (const block of blocks) {
    switch (block.kind) {
      case "paragraph":
      case "note":
        out.push(block.text);
        break;
      case "list":
        for (const item of block.items) out.push(`  - ${item}`);
        break;
      case "facts":
        for (const [label, value] of block.rows) out.push(`${label}: ${value}`);
        break;
      case "button":
        // The paragraph before says what the link does; a label line would repeat it.
        out.push(block.href);
        break;
      case "links":
        for (const link of block.links) out.push(`${link.label}:`, link.href, "");
        out.pop();
        break;
    }
    out.push("");
  }
  out.push(`-- ${SITE_NAME}`);
  return `${out.join("\n")}\n`;
}

// Inline styles only: many mail programs drop <style>. Colours meet WCAG AA on white (the
// teal is the site's light-theme primary), and nothing depends on images being shown.
const COLORS = { text: "#17262b", muted: "#4a5a60", link: "#0b5566", page: "#eef3f4", border: "#c9d6da" };
const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";

function blockHtml(block: MailBlock): string {
  const p = `margin:0 0 16px;font-size:16px;line-height:1.5;color:${COLORS.text};`;
  const a = `color:${COLORS.link};text-decoration:underline;`;
  switch (block.kind) {
    case "paragraph":
      return `<p style="${p}">${escapeHtml(block.text)}</p>`;
    case "note":
      return `<p style="margin:0 0 12px;font-size:14px;line-height:1.5;color:${COLORS.muted};">${escapeHtml(block.text)}</p>`;
    case "list":
      return `<ul style="${p}padding-left:24px;">${block.items
        .map((item) => `<li>${escapeHtml(item)}</li>`)
        .join("")}</ul>`;
    case "facts":
      return `<p style="${p}">${block.rows
        .map(([label, value]) => `<strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}`)
        .join("<br>")}</p>`;
    case "button":
      return (
        `<p style="margin:8px 0 24px;"><a href="${escapeHtml(block.href)}" style="display:inline-block;` +
        `background:${COLORS.link};color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none;` +
        `padding:12px 20px;border-radius:6px;">${escapeHtml(block.label)}</a></p>`
      );
    case "links":
      // One paragraph per link: comfortable to tap on a phone.
      return block.links
        .map(
          (link) =>
            `<p style="margin:0 0 12px;font-size:16px;line-height:1.5;"><a href="${escapeHtml(link.href)}" style="${a}">${escapeHtml(link.label)}</a></p>`,
        )
        .join("\n");
  }
}

export function renderHtml({ heading, blocks }: MailBody): string {
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light">',
    `<title>${escapeHtml(heading)}</title>`,
    "</head>",
    `<body style="margin:0;padding:0;background:${COLORS.page};${FONT}">`,
    `<div style="max-width:560px;margin:0 auto;padding:24px 16px;">`,
    `<div style="background:#ffffff;border:1px solid ${COLORS.border};border-radius:8px;padding:24px;">`,
    `<p style="margin:0 0 8px;font-size:14px;font-weight:bold;letter-spacing:0.02em;color:${COLORS.link};">${SITE_NAME}</p>`,
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${COLORS.text};">${escapeHtml(heading)}</h1>`,
    ...blocks.map(blockHtml),
    "</div>",
    "</div>",
    "</body>",
    "</html>",
  ].join("\n");
}
