import { describe, expect, it } from "vitest";
import { hasRetinaTiles, tileUrl } from "./tileUrl";

describe("tileUrl", () => {
  it("fills zoom, column and row as Leaflet does", () => {
    expect(tileUrl("https://tile.openstreetmap.org/{z}/{x}/{y}.png", { x: 21, y: 46, z: 7 })).toBe(
      "https://tile.openstreetmap.org/7/21/46.png",
    );
  });

  it("picks the subdomain by the tile's place, counts {-y} from the bottom, and puts @2x at {r}", () => {
    const template = "https://{s}.tiles.example/{z}/{x}/{-y}{r}.png";
    expect(tileUrl(template, { x: 1, y: 0, z: 1 })).toBe("https://b.tiles.example/1/1/1.png");
    expect(tileUrl(template, { x: 1, y: 1, z: 1 }, { retina: true })).toBe(
      "https://c.tiles.example/1/1/0@2x.png",
    );
  });

  it("leaves a placeholder it does not know", () => {
    expect(tileUrl("/t/{z}/{x}/{y}.png?key={key}", { x: 0, y: 0, z: 0 })).toBe("/t/0/0/0.png?key={key}");
  });

  it("tells a template with the provider's own high-resolution tiles", () => {
    expect(hasRetinaTiles("/t/{z}/{x}/{y}{r}.png")).toBe(true);
    expect(hasRetinaTiles("/t/{z}/{x}/{y}.png")).toBe(false);
  });
});
