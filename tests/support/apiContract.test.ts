import { describe, expect, it } from "vitest";
import { createApiContract, type ReceivedAnswer } from "./apiContract";
import { currentApiDocument } from "./apiDocument";

// The contract check of the integration suites (decision 034) must be able to fail: a planted
// change of a field's type, in the answer or in the document, is reported; the right answer passes.

const location = {
  id: 1,
  name: "Tillamook Bay",
  description: "A bay on the north coast.",
  state: "Oregon",
  region: "North Coast",
  fishTypes: ["chinook_salmon", "crab"],
  bestSeasons: "Aug-Nov",
  accessibility: "Boat launch and bank access.",
  facilities: ["Boat Launch"],
  permits: "Oregon angling license.",
  latitude: "45.5400",
  longitude: "-123.9100",
  tideInfo: null,
  featured: true,
  imageUrl: null,
  usgsSite: null,
  usgsSiteName: null,
  timeZone: "America/Los_Angeles",
  coordinatesSource: null,
  lastChecked: "2026-11-30",
  greatLake: null,
};

const json = "application/json; charset=utf-8";
const answer = (over: Partial<ReceivedAnswer>): ReceivedAnswer => ({
  method: "GET",
  url: "/api/locations/1",
  status: 200,
  contentType: json,
  body: JSON.stringify(location),
  ...over,
});

const contract = createApiContract(currentApiDocument());

describe("the API contract check", () => {
  it("passes an answer that keeps the documented schema", () => {
    expect(contract.check(answer({}))).toBeUndefined();
    expect(
      contract.check(answer({ url: "/api/locations", body: JSON.stringify([location]) })),
    ).toBeUndefined();
  });

  it("reports a number where a string is documented, naming the operation, status and field", () => {
    const violation = contract.check(answer({ body: JSON.stringify({ ...location, name: 42 }) }));
    expect(violation).toContain("GET /api/locations/{id} answered 200");
    expect(violation).toContain("body/name must be string");
  });

  it("reports a field the schema does not document, and one it requires that is missing", () => {
    expect(contract.check(answer({ body: JSON.stringify({ ...location, secret: "x" }) }))).toContain(
      "must NOT have additional properties",
    );
    const { name: _name, ...nameless } = location;
    expect(contract.check(answer({ body: JSON.stringify(nameless) }))).toContain(
      "must have required property 'name'",
    );
  });

  it("reports a change of type in the document itself", () => {
    const document = currentApiDocument();
    const schema = document.components.schemas.Location as { properties: Record<string, unknown> };
    schema.properties.latitude = { type: "number" };
    const violation = createApiContract(document).check(answer({}));
    expect(violation).toContain("GET /api/locations/{id} answered 200");
    expect(violation).toContain("body/latitude must be number");
  });

  it("reports a status the operation does not document", () => {
    const violation = contract.check(
      answer({ url: "/api/fish-types", status: 404, body: JSON.stringify({ message: "Not found" }) }),
    );
    expect(violation).toContain("GET /api/fish-types answered 404");
    expect(violation).toContain("not documented");
  });

  it("checks error bodies and media types too", () => {
    expect(
      contract.check(answer({ status: 404, body: JSON.stringify({ message: "Location not found" }) })),
    ).toBe(undefined);
    expect(contract.check(answer({ status: 404, body: JSON.stringify({ error: "gone" }) }))).toContain(
      "GET /api/locations/{id} answered 404: the body breaks the documented schema",
    );
    expect(contract.check(answer({ contentType: "text/html; charset=utf-8", body: "<p>" }))).toContain(
      "the media type text/html is not documented",
    );
  });

  it("takes the most literal path, a HEAD for its GET, and no body where none is documented", () => {
    expect(
      contract.check(answer({ url: "/api/locations/featured", body: JSON.stringify([location]) })),
    ).toBeUndefined();
    expect(contract.check(answer({ method: "HEAD", body: "" }))).toBeUndefined();
    expect(contract.check(answer({ status: 304, contentType: null, body: "" }))).toBeUndefined();
    expect(
      contract.check(answer({ url: "/api/openapi.json", status: 304, contentType: null, body: "" })),
    ).toBe(undefined);
    expect(
      contract.check(
        answer({
          url: "/api/tide-alerts/1/unsubscribe?token=abc",
          status: 303,
          contentType: "text/plain; charset=utf-8",
          body: "See Other. Redirecting to /alerts/1/unsubscribe?token=abc",
        }),
      ),
    ).toBeUndefined();
  });

  it("allows only the API's error answers where no operation is documented", () => {
    const noRoute = { message: "No API route for GET /api/nowhere" };
    expect(
      contract.check(answer({ url: "/api/nowhere", status: 404, body: JSON.stringify(noRoute) })),
    ).toBeUndefined();
    expect(contract.check(answer({ url: "/api/nowhere", status: 200, body: "{}" }))).toContain(
      "only an error may answer",
    );
  });
});
