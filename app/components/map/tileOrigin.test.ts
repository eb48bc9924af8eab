import { describe, expect, it } from "vitest";
import { tilePreconnectMeta, tilePreconnectOrigin } from "./tileOrigin";

describe("tilePreconnectOrigin", () => {
  it.each([
    ["https://tile.openstreetmap.org/{z}/{x}/{y}.png", "https://tile.openstreetmap.org"],
    ["http://127.0.0.1:9/{z}/{x}/{y}.png", "http://127.0.0.1:9"],
    ["https://tiles.example.org:8443/base/{z}/{x}/{y}{r}.png?key=abc", "https://tiles.example.org:8443"],
    ["HTTPS://Tiles.Example.org/{z}/{x}/{y}.png", "https://tiles.example.org"],
  ])("%s: %s", (template, origin) => {
    expect(tilePreconnectOrigin(template, "https://fishspots.test")).toBe(origin);
  });

  it.each([
    ["no template", undefined],
    ["an empty template", ""],
    ["a relative template (the page's own server)", "/tiles/{z}/{x}/{y}.png"],
    ["a protocol-relative template", "//tiles.example.org/{z}/{x}/{y}.png"],
    ["the page's own origin", "https://fishspots.test/tiles/{z}/{x}/{y}.png"],
    ["a subdomain placeholder", "https://{s}.tile.example.org/{z}/{x}/{y}.png"],
    ["a malformed template", "https://exa mple.org/{z}/{x}/{y}.png"],
  ])("nothing for %s", (_what, template) => {
    expect(tilePreconnectOrigin(template, "https://fishspots.test/map")).toBeNull();
  });
});

describe("tilePreconnectMeta", () => {
  const root = (publicConfig: object) => [{ id: "root", data: { publicConfig } }, { id: "routes/map" }];

  it("is one preconnect link to the tile origin from the root loader's public config", () => {
    expect(
      tilePreconnectMeta(
        root({
          tileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
          publicUrl: "https://fishspots.test",
        }),
      ),
    ).toEqual([{ tagName: "link", rel: "preconnect", href: "https://tile.openstreetmap.org" }]);
  });

  it("is nothing without the root's data or for tiles from the site itself", () => {
    expect(tilePreconnectMeta([{ id: "routes/map" }])).toEqual([]);
    expect(
      tilePreconnectMeta(
        root({
          tileUrl: "https://fishspots.test/tiles/{z}/{x}/{y}.png",
          publicUrl: "https://fishspots.test",
        }),
      ),
    ).toEqual([]);
  });
});
