import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MINIMUM_LENGTH_RULES } from "#core/catchLengthRules";
import { attributes, metaContent, textOf } from "../support/html";
import { startTestServer, type TestServer } from "../support/testServer";

// /ar-tools, docs/product.md "Measure your catch", as the server sends it: the page shell, its
// metadata, the controls (live: the tool is an island started on first use) and the sourced rules
// table.

const BASE = "https://fishspots.test";
const TITLE = "Measure Your Catch - Fish Spots";

let server: TestServer;
let body = "";
let status = 0;
let contentType: string | null = null;

beforeAll(async () => {
  server = await startTestServer({ pages: true });
  const res = await server.fetchText("/ar-tools");
  ({ status, body } = res);
  contentType = res.headers.get("content-type");
});
afterAll(() => server.close());

function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "g"))].map((m) => attributes(m[1] as string));
}

const meta = (key: string) => metaContent(body, key);

function headings(level: number): string[] {
  return [...body.matchAll(new RegExp(`<h${level}\\b[^>]*>(.*?)</h${level}>`, "gs"))].map((m) =>
    textOf(m[1] as string),
  );
}

function main(): string {
  const match = body.match(/<main\b[^>]*>.*<\/main>/s);
  if (!match) throw new Error("no <main> in the page");
  return match[0];
}

describe("/ar-tools page shell", () => {
  it("answers 200 with HTML", () => {
    expect(status).toBe(200);
    expect(contentType).toBe("text/html; charset=utf-8");
  });

  it("has its own title, description, canonical URL and social tags", () => {
    expect(body).toContain(`<title>${TITLE}</title>`);
    expect(meta("description")).toMatch(/^Measure a fish from a photo/);
    expect(body).toContain(`<link rel="canonical" href="${BASE}/ar-tools"/>`);
    expect(meta("og:title")).toBe(TITLE);
    expect(meta("og:url")).toBe(`${BASE}/ar-tools`);
    expect(meta("og:description")?.length).toBeLessThanOrEqual(200);
  });

  it("carries a BreadcrumbList from Home to the page, and shows the same trail", () => {
    const lists = [...body.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
      (m) => JSON.parse(m[1] as string) as Record<string, unknown>,
    );
    expect(lists.find((item) => item["@type"] === "BreadcrumbList")).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${BASE}/` },
        { "@type": "ListItem", position: 2, name: "Measure Your Catch", item: `${BASE}/ar-tools` },
      ],
    });
    const trail = body.match(/<nav aria-label="Breadcrumb">(.*?)<\/nav>/s)?.[1] ?? "";
    expect([...trail.matchAll(/<li\b[^>]*>(.*?)<\/li>/gs)].map((m) => textOf(m[1] as string))).toEqual([
      "Home",
      "Measure Your Catch",
    ]);
  });

  it("has the heading and the four steps", () => {
    expect(headings(1)).toEqual(["Measure Your Catch"]);
    expect(headings(2)).toEqual(
      expect.arrayContaining(["1. Your photo", "2. Reference object", "3. Mark the photo", "4. Length"]),
    );
  });

  it("says the photo never leaves the device", () => {
    expect(textOf(main())).toContain(
      "Your photo stays on your device: it opens in this browser only and is never uploaded.",
    );
    expect(main()).not.toMatch(/<form\b/);
  });
});

describe("/ar-tools controls, before the browser takes over", () => {
  it("offers the camera and the photo library, images only, live in the server's HTML", () => {
    const inputs = tags(main(), "input").filter((a) => a.type === "file");
    expect(inputs).toHaveLength(2);
    expect(inputs.map((a) => a.accept)).toEqual(["image/*", "image/*"]);
    expect(inputs.map((a) => a.capture)).toEqual(["environment", undefined]);
    // The tool is an island started on first use (decision 045): a press waits for its code.
    for (const input of inputs) expect(input).not.toHaveProperty("disabled");
    const labels = [...main().matchAll(/<label for="([^"]+)"[^>]*>(.*?)<\/label>/gs)].map((m) => [
      m[1],
      textOf(m[2] as string),
    ]);
    expect(labels).toEqual(
      expect.arrayContaining([
        [inputs[0]?.id, "Take a photo"],
        [inputs[1]?.id, "Choose a photo"],
      ]),
    );
  });

  it("offers a dollar bill (6.14 in), a credit card (3.37 in) or another object", () => {
    const text = textOf(main());
    expect(text).toContain("US dollar bill (6.14 in)");
    expect(text).toContain("Credit card (3.37 in)");
    expect(text).toContain("Something else");
    const radios = tags(main(), "input").filter((a) => a.type === "radio");
    expect(radios.map((a) => a.value)).toEqual(["dollarBill", "creditCard", "custom"]);
    expect(radios.filter((a) => "checked" in a).map((a) => a.value)).toEqual(["dollarBill"]);
  });

  it("announces the first step in a live region", () => {
    expect(main()).toMatch(/<p role="status"[^>]*>Take or choose a photo to start\.<\/p>/);
  });

  it("lists every rule in the comparison", () => {
    const options = [...main().matchAll(/<option\b[^>]*>(.*?)<\/option>/g)].map((m) =>
      textOf(m[1] as string),
    );
    expect(options).toEqual(MINIMUM_LENGTH_RULES.map((r) => r.label));
  });
});

describe("/ar-tools rules table", () => {
  it("lists each species with its common rule", () => {
    const table = main().match(/<table\b.*?<\/table>/s)?.[0] ?? "";
    const rows = [...table.matchAll(/<tr\b[^>]*>(.*?)<\/tr>/gs)].slice(1).map((m) => textOf(m[1] as string));
    expect(rows).toHaveLength(MINIMUM_LENGTH_RULES.length);
    expect(rows[0]).toContain("Trout");
    expect(rows[0]).toContain("Commonly 8 in minimum in rivers and streams");
    expect(rows.find((r) => r.startsWith("Dungeness crab"))).toContain("Commonly 5¾ in minimum shell width");
    expect(rows.find((r) => r.startsWith("White sturgeon"))).toContain("44-50 in fork-length slot");
    expect(rows.find((r) => r.startsWith("Lingcod"))).toContain("Commonly 22 in minimum");
  });

  it("names its source with a link to the ODFW regulations, opening in a new tab", () => {
    const source = [...main().matchAll(/<a\b([^>]*)>(.*?)<\/a>/gs)]
      .map((m) => ({ attrs: attributes(m[1] as string), text: textOf(m[2] as string) }))
      .find((a) => a.text.startsWith("ODFW Oregon Sport Fishing Regulations"));
    expect(source?.attrs.href).toBe("https://myodfw.com/fishing/sport-fishing-regulations");
    expect(source?.attrs.target).toBe("_blank");
    expect(source?.attrs.rel).toBe("noopener noreferrer");
    expect(textOf(main())).toContain("Source: ODFW Oregon Sport Fishing Regulations");
  });

  it("reminds anglers to check the current ODFW regulations", () => {
    const text = textOf(main());
    expect(text).toContain("Always check the current ODFW regulations before you keep a fish.");
    expect(text).toContain("Rules change by area and season");
  });
});
