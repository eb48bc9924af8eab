import { describe, expect, it } from "vitest";
import { isExternalMapUrl, MAP_PAGE_PATH, mapLinkFor } from "./mapLinks";

// docs/product.md "External map services"
describe("mapLinkFor (external map attempts go to the internal /map page)", () => {
  it("always answers /map", () => {
    expect(MAP_PAGE_PATH).toBe("/map");
    expect(mapLinkFor({ name: "Tillamook Bay", latitude: "45.54", longitude: "-123.91" })).toBe("/map");
    expect(mapLinkFor()).toBe("/map");
  });
});

describe("isExternalMapUrl", () => {
  it.each<[string, boolean, string]>([
    ["https://www.google.com/maps/search/?api=1&query=45.54,-123.91", true, "Google Maps search"],
    ["https://google.com/maps/place/Tillamook+Bay", true, "Google Maps without www"],
    ["https://www.google.co.uk/maps/@45.5,-123.9,12z", true, "a Google country domain"],
    ["https://maps.google.com/?q=45.54,-123.91", true, "maps.google.com"],
    ["https://maps.app.goo.gl/abc123", true, "a shared Google Maps link"],
    ["https://goo.gl/maps/abc123", true, "an old shared Google Maps link"],
    ["https://maps.apple.com/?ll=45.54,-123.91", true, "Apple Maps"],
    ["https://www.bing.com/maps?cp=45.54~-123.91", true, "Bing Maps"],
    ["https://www.openstreetmap.org/#map=12/45.54/-123.91", true, "OpenStreetMap"],
    ["https://openstreetmap.org/search?query=Tillamook", true, "OpenStreetMap search"],
    ["geo:45.54,-123.91", true, "a phone's map app"],
    ["maps://?q=Tillamook", true, "Apple Maps' scheme"],
    ["https://www.openstreetmap.org/copyright", false, "the tile licence page of the attribution line"],
    ["https://tile.openstreetmap.org/7/20/46.png", false, "a tile, not a map page"],
    ["https://www.google.com/search?q=tillamook", false, "a Google search"],
    ["https://www.bing.com/search?q=maps", false, "a Bing search"],
    ["https://myodfw.com/fishing/licenses-tags", false, "the licence page"],
    ["https://tidesandcurrents.noaa.gov/", false, "a tide service"],
    ["/locations/3", false, "our own page"],
    ["/map", false, "our own map"],
    ["mailto:hello@fishspots.example", false, "e-mail"],
    ["http://[bad", false, "not a URL"],
  ])("%s -> %s (%s)", (href, expected, _why) => {
    expect(isExternalMapUrl(href)).toBe(expected);
  });
});
