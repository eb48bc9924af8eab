import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./modulePreloadPriority.server";

const page =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/a.js"/>' +
  '<link rel="modulepreload" href="/assets/ü.js"/><link rel="stylesheet" href="/assets/app.css"/></head>' +
  '<body><p>Écrire <code>&lt;link rel="modulepreload"&gt;</code></p><link rel="modulepreload" href="/late.js"/></body></html>';

async function rewriteInChunks(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html, "utf8");
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
}

describe("lowPriorityModulePreloads", () => {
  const expected = page
    .replace(
      '<link rel="modulepreload" href="/assets/a.js"/>',
      '<link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/>',
    )
    .replace(
      '<link rel="modulepreload" href="/assets/ü.js"/>',
      '<link rel="modulepreload" fetchpriority="low" href="/assets/ü.js"/>',
    );

  it("marks every module preload in <head> low priority and leaves the body alone", async () => {
    expect(await rewriteInChunks(page, 1 << 16)).toBe(expected);
  });

  it("rewrites tags and characters split across chunks of any size", async () => {
    for (const size of [1, 2, 3, 5, 7, 13, 64]) {
      expect(await rewriteInChunks(page, size)).toBe(expected);
    }
  });

  it("passes a page without a head end through whole", async () => {
    const fragment = '<link rel="modulepreload" href="/x.js"/><p>ok';
    expect(await rewriteInChunks(fragment, 4)).toBe(
      '<link rel="modulepreload" fetchpriority="low" href="/x.js"/><p>ok',
    );
  });
});
