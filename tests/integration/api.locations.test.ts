import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeLocation } from "../support/factories";
import { startTestServer, type TestServer } from "../support/testServer";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    locations: [
      makeLocation({
        name: "Tillamook Bay",
        region: "North Coast",
        fishTypes: ["salmon", "chinook_salmon", "crab"],
        bestSeasons: "Aug-Nov",
        featured: true,
        facilities: ["Boat Launch", "Restrooms"],
        tideInfo: "Crab around slack high tide.",
        latitude: "45.5400",
        longitude: "-123.9100",
      }),
      makeLocation({
        name: "Detroit Lake",
        fishTypes: ["trout", "kokanee"],
        bestSeasons: "Apr-Jun",
        featured: true,
      }),
      makeLocation({
        name: "alsea Bay",
        region: "Central Coast",
        fishTypes: ["crab", "salmon"],
        bestSeasons: "Sep-Oct",
      }),
      makeLocation({
        name: "Wallowa Lake",
        region: "Eastern Oregon",
        fishTypes: ["kokanee"],
        bestSeasons: "Whenever",
        featured: true,
      }),
      makeLocation({
        name: "Columbia River",
        state: "Washington",
        fishTypes: ["sturgeon", "salmon"],
        bestSeasons: "Feb-Apr",
      }),
    ],
  });
});
afterAll(() => server.close());

const names = (body: { name: string }[]) => body.map((l) => l.name);

describe("GET /api/locations", () => {
  it("lists every location alphabetically by name", async () => {
    const { status, body } = await server.fetchJson("/api/locations");
    expect(status).toBe(200);
    expect(names(body)).toEqual([
      "alsea Bay",
      "Columbia River",
      "Detroit Lake",
      "Tillamook Bay",
      "Wallowa Lake",
    ]);
    expect(body[0]).not.toHaveProperty("searchText");
    expect(body[0]).not.toHaveProperty("searchVector");
  });

  it("filters by state and pages with limit and offset", async () => {
    const { body } = await server.fetchJson("/api/locations?state=washington");
    expect(names(body)).toEqual(["Columbia River"]);
    const page = await server.fetchJson("/api/locations?limit=2&offset=1");
    expect(names(page.body)).toEqual(["Columbia River", "Detroit Lake"]);
  });

  it("rejects a malformed limit with 400 and a message", async () => {
    const { status, body } = await server.fetchJson("/api/locations?limit=lots");
    expect(status).toBe(400);
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors[0].path).toBe("limit");
  });
});

describe("GET /api/locations/featured", () => {
  it("sorts featured by the start month of bestSeasons, unknown counting as January", async () => {
    const { body } = await server.fetchJson("/api/locations/featured");
    expect(names(body)).toEqual(["Wallowa Lake", "Detroit Lake", "Tillamook Bay"]);
  });
});

describe("GET /api/locations/fish/{fishType}", () => {
  it("lists locations for a fish type by start month", async () => {
    const { body } = await server.fetchJson("/api/locations/fish/salmon");
    expect(names(body)).toEqual(["Columbia River", "Tillamook Bay", "alsea Bay"]);
  });

  it("accepts the display form of a fish type", async () => {
    const { body } = await server.fetchJson(`/api/locations/fish/${encodeURIComponent("Chinook Salmon")}`);
    expect(names(body)).toEqual(["Tillamook Bay"]);
  });

  it("answers every location for all", async () => {
    const { body } = await server.fetchJson("/api/locations/fish/all");
    expect(body).toHaveLength(5);
  });

  it("answers an empty list for a fish nobody offers", async () => {
    const { status, body } = await server.fetchJson("/api/locations/fish/walleye");
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });
});

describe("GET /api/locations/{id}", () => {
  it("answers one location with every field", async () => {
    const list = await server.fetchJson("/api/locations");
    const tillamook = list.body.find((l: { name: string }) => l.name === "Tillamook Bay");
    const { status, body } = await server.fetchJson(`/api/locations/${tillamook.id}`);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(
      [
        "id",
        "name",
        "description",
        "state",
        "region",
        "fishTypes",
        "bestSeasons",
        "accessibility",
        "facilities",
        "permits",
        "latitude",
        "longitude",
        "tideInfo",
        "featured",
        "imageUrl",
        "usgsSite",
        "usgsSiteName",
        "timeZone",
        "coordinatesSource",
        "lastChecked",
        // docs/product.md "Great Lakes": null for a spot that is not on one.
        "greatLake",
      ].sort(),
    );
    expect(body.greatLake).toBeNull();
    // The zone comes from the coordinates, whatever the record said (docs/product.md "Time zones").
    expect(body.timeZone).toBe("America/Los_Angeles");
    expect(body).toMatchObject({
      name: "Tillamook Bay",
      usgsSite: null,
      state: "Oregon",
      featured: true,
      latitude: "45.5400",
    });
  });

  it.each([
    ["an unknown id", "/api/locations/99999", 404, "Location not found"],
    ["a word", "/api/locations/abc", 400, "Must be a positive whole number"],
    ["zero", "/api/locations/0", 400, "Must be a positive whole number"],
    ["a negative id", "/api/locations/-4", 400, "Must be a positive whole number"],
    ["a fraction", "/api/locations/1.5", 400, "Must be a positive whole number"],
    ["an id past int4", "/api/locations/99999999999", 400, "Must be a positive whole number"],
  ])("answers %s with a JSON message", async (_label, path, status, message) => {
    const res = await server.fetchJson(path);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
  });
});

describe("GET /api/locations/search/{query}", () => {
  it("finds a misspelt name together with a fish type", async () => {
    const { body } = await server.fetchJson(`/api/locations/search/${encodeURIComponent("tillamok crab")}`);
    expect(names(body)[0]).toBe("Tillamook Bay");
  });

  it("matches fish types, facilities and regions", async () => {
    expect(names((await server.fetchJson("/api/locations/search/kokanee")).body).sort()).toEqual([
      "Detroit Lake",
      "Wallowa Lake",
    ]);
    expect(names((await server.fetchJson("/api/locations/search/restrooms")).body)).toEqual([
      "Tillamook Bay",
    ]);
    expect(names((await server.fetchJson("/api/locations/search/eastern")).body)).toEqual(["Wallowa Lake"]);
  });

  it("ranks the name match first", async () => {
    const { body } = await server.fetchJson("/api/locations/search/alsea");
    expect(names(body)[0]).toBe("alsea Bay");
  });

  it("answers an empty list for nonsense and for punctuation only", async () => {
    expect((await server.fetchJson("/api/locations/search/zzzqqqxx")).body).toEqual([]);
    expect((await server.fetchJson(`/api/locations/search/${encodeURIComponent("&|!:*()'")}`)).body).toEqual(
      [],
    );
  });
});

describe("GET /api/fish-types", () => {
  it("lists the offered fish types in the spec's order", async () => {
    const { body } = await server.fetchJson("/api/fish-types");
    expect(body).toEqual(["salmon", "trout", "crab", "sturgeon", "kokanee", "chinook_salmon"]);
  });
});

describe("GET /api/locations.geojson", () => {
  it("answers a FeatureCollection with [longitude, latitude] points", async () => {
    const res = await fetch(`${server.url}/api/locations.geojson`);
    expect(res.headers.get("content-type")).toContain("application/geo+json");
    const body = await res.json();
    expect(body.type).toBe("FeatureCollection");
    expect(body.features).toHaveLength(5);
    const tillamook = body.features.find(
      (f: { properties: { name: string } }) => f.properties.name === "Tillamook Bay",
    );
    expect(tillamook.geometry).toEqual({ type: "Point", coordinates: [-123.91, 45.54] });
  });
});

describe("GET /api/openapi.json", () => {
  it("documents every route with its request schemas", async () => {
    const { body } = await server.fetchJson("/api/openapi.json");
    expect(body.openapi).toBe("3.1.0");
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        "/api/locations",
        "/api/locations/featured",
        "/api/locations/fish/{fishType}",
        "/api/fish-types",
        "/api/locations/{id}",
        "/api/locations/search/{query}",
        "/api/locations/ratings/all",
        "/api/locations/{id}/rating",
        "/api/locations/{id}/reviews",
        "/api/locations/{locationId}/reviews",
        "/api/tide-alerts/location/{locationId}",
        "/api/tide-alerts",
        "/api/tide-alerts/{id}",
        "/api/location-suggestions",
        "/api/locations.geojson",
      ]),
    );
    const review =
      body.paths["/api/locations/{locationId}/reviews"].post.requestBody.content["application/json"].schema;
    expect(review.required).toEqual(expect.arrayContaining(["userName", "rating"]));
    expect(review.properties.userName.minLength).toBe(2);
  });

  it("documents every answer, success and error, with named schemas under components", async () => {
    const { body } = await server.fetchJson("/api/openapi.json");
    const location = body.paths["/api/locations/{id}"].get.responses;
    expect(location["200"].content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/Location",
    });
    expect(location["404"].content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/Error",
    });
    expect(location["503"]).toEqual({ $ref: "#/components/responses/Unavailable" });
    expect(body.components.schemas.Location.required).toEqual(expect.arrayContaining(["id", "name"]));
    const geojson = body.paths["/api/locations.geojson"].get.responses["200"].content;
    expect(Object.keys(geojson)).toEqual(["application/geo+json"]);
    for (const [path, methods] of Object.entries<Record<string, { responses: object }>>(body.paths))
      for (const [method, operation] of Object.entries(methods))
        expect(Object.keys(operation.responses), `${method} ${path}`).toEqual(
          expect.arrayContaining([expect.stringMatching(/^[23]\d\d$/)]),
        );
  });
});

describe("unknown API routes", () => {
  it("answer 404 JSON", async () => {
    const res = await server.fetchJson("/api/nothing-here");
    expect(res.status).toBe(404);
    expect(res.body.message).toContain("No API route");
  });
});
