import { describe, expect, it } from "vitest";
import { MAX_ZOOM } from "#core/maps";
import { retinaTileOptions } from "./retinaTiles";

const PLAIN = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
const WITH_R = "https://tiles.example.org/{z}/{x}/{y}{r}.png";

describe("retinaTileOptions", () => {
  it("leaves tiles as they are on a standard screen", () => {
    expect(retinaTileOptions(PLAIN, false)).toEqual({ detectRetina: false, maxZoom: MAX_ZOOM });
    expect(retinaTileOptions(WITH_R, false)).toEqual({ detectRetina: false, maxZoom: MAX_ZOOM });
  });

  it("uses the provider's own high-resolution tiles when the template has {r}", () => {
    expect(retinaTileOptions(WITH_R, true)).toEqual({ detectRetina: false, maxZoom: MAX_ZOOM });
  });

  it("otherwise draws the next zoom level's tiles at half size, and keeps tiles at the last zoom", () => {
    // Leaflet lowers maxZoom by one and adds one to the zoom in the URL: the layer still reaches
    // the map's last level, where the deepest native tiles (MAX_ZOOM) are drawn scaled up.
    expect(retinaTileOptions(PLAIN, true)).toEqual({
      detectRetina: true,
      maxZoom: MAX_ZOOM + 1,
      maxNativeZoom: MAX_ZOOM - 1,
    });
  });
});
