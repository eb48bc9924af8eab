import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeLocation } from "../support/factories";
import { startTestServer, type TestServer } from "../support/testServer";

// The home page's sections below the first screen hydrate after it, each on its own
// (app/lib/HydrateLater.tsx): each is a Suspense boundary left in place in the HTML. With enough
// locations each section is far over React's 12,800-byte threshold for moving a boundary to the
// end of the document (hidden until a script puts it back), which entry.server.tsx turns off.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    pages: true,
    locations: Array.from({ length: 40 }, (_, i) =>
      makeLocation({ name: `Salmon Water ${i + 1}`, featured: true, fishTypes: ["salmon"] }),
    ),
  });
});
afterAll(() => server.close());

/** The HTML of each Suspense boundary React wrote, in document order. */
function boundaries(html: string): string[] {
  return [...html.matchAll(/<!--\$-->([\s\S]*?)<!--\/\$-->/g)].map((match) => match[1] as string);
}

describe("the home page's later hydration", () => {
  it("writes the directory, the featured locations and the last two sections as boundaries, in place", async () => {
    const { status, body } = await server.fetchText("/");
    expect(status).toBe(200);
    const sections = ["fish-directory", "featured-locations", "tide-info", "contact"];
    const found = boundaries(body);
    for (const id of sections) {
      expect(found.filter((html) => html.includes(`id="${id}"`))).toHaveLength(1);
    }
    const directory = found.find((html) => html.includes('id="fish-directory"')) ?? "";
    expect(directory.length).toBeGreaterThan(12_800);
    // Nothing was moved out of place: no pending boundary, no hidden segment.
    expect(body).not.toContain("<!--$?-->");
    expect(body).not.toMatch(/<div hidden id="S:/);
    // The first screen is not in a boundary: it hydrates first.
    expect(found.some((html) => html.includes('id="today-on-the-water"'))).toBe(false);
    // And the sections come in the spec's order.
    const at = sections.map((id) => body.indexOf(`id="${id}"`));
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });
});
