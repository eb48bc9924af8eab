import { describe, expect, it } from "vitest";
import { alertFormFromData, emptyAlertForm, validateAlertForm } from "./alertForm";

const place = { name: "Siletz Bay", latitude: "44.9200", longitude: "-124.0200" };
const filled = { ...emptyAlertForm(place), email: "sam@example.com" };

function errorsOf(values: Partial<typeof filled>) {
  const outcome = validateAlertForm({ ...filled, ...values }, 7);
  return "errors" in outcome ? outcome.errors : {};
}

// The rules of docs/product.md "Alert form", "Tide alert input" and "Alert defaults".
describe("emptyAlertForm", () => {
  it("prefills the location and takes the alert defaults", () => {
    expect(emptyAlertForm(place)).toMatchObject({
      locationName: "Siletz Bay",
      latitude: "44.9200",
      longitude: "-124.0200",
      highTideAlert: false,
      lowTideAlert: false,
      optimalConditionsAlert: true,
      emailAlerts: true,
      smsAlerts: false,
      pushNotifications: false,
      riverFlowAlert: false,
      minFlow: "",
      maxFlow: "",
      minAlertInterval: "3600",
    });
  });
});

describe("validateAlertForm", () => {
  it.each([
    [{ email: "" }, "email", "Please enter a valid email address"],
    [{ email: "sam@" }, "email", "Please enter a valid email address"],
    [{ locationName: "S" }, "locationName", "Location name must be at least 2 characters"],
    [{ latitude: "" }, "latitude", "Latitude is required"],
    [{ longitude: " " }, "longitude", "Longitude is required"],
    [{ minTideHeight: "40" }, "minTideHeight", "Must be a number from -10 to 30 ft"],
    [{ maxWindSpeed: "-1" }, "maxWindSpeed", "Must be a number from 0 to 200 mph"],
    [{ minPressure: "1000.5" }, "minPressure", "Must be a whole number from 800 to 1100 hPa"],
    [
      { minTideHeight: "2", maxTideHeight: "1" },
      "maxTideHeight",
      "Maximum tide height must not be below the minimum",
    ],
    [
      { minPressure: "1020", maxPressure: "1000" },
      "maxPressure",
      "Maximum pressure must not be below the minimum",
    ],
    [{ minFlow: "-5" }, "minFlow", "Must be a number from 0 to 2000000 ft³/s"],
    [{ riverFlowAlert: true }, "minFlow", "Give a minimum or maximum flow for a river flow alert"],
    [
      { riverFlowAlert: true, minFlow: "2000", maxFlow: "800" },
      "maxFlow",
      "Maximum flow must not be below the minimum",
    ],
  ])("%j -> %s: %j", (values, field, message) => {
    expect(errorsOf(values)).toEqual({ [field]: message });
  });

  it("builds the API payload: all fields, active true, userId null, empty phone and limits null", () => {
    const outcome = validateAlertForm(
      { ...filled, lowTideAlert: true, maxTideHeight: "0", minAlertInterval: "86400" },
      7,
    );
    expect(outcome).toEqual({
      payload: {
        userId: null,
        email: "sam@example.com",
        phoneNumber: null,
        locationId: 7,
        latitude: "44.9200",
        longitude: "-124.0200",
        locationName: "Siletz Bay",
        highTideAlert: false,
        lowTideAlert: true,
        optimalConditionsAlert: true,
        minTideHeight: null,
        maxTideHeight: 0,
        minPressure: null,
        maxPressure: null,
        maxWindSpeed: null,
        riverFlowAlert: false,
        minFlow: null,
        maxFlow: null,
        emailAlerts: true,
        smsAlerts: false,
        pushNotifications: false,
        minAlertInterval: 86400,
        active: true,
      },
    });
  });

  it("carries a posted river flow alert's range as numbers", () => {
    const posted = new URLSearchParams({
      email: "sam@example.com",
      riverFlowAlert: "on",
      minFlow: "800",
      maxFlow: "2000.5",
      minAlertInterval: "3600",
    });
    const values = {
      ...alertFormFromData(posted),
      locationName: place.name,
      latitude: "44.92",
      longitude: "-124.02",
    };
    const outcome = validateAlertForm(values, 7);
    expect(outcome).toMatchObject({ payload: { riverFlowAlert: true, minFlow: 800, maxFlow: 2000.5 } });
  });

  it("takes a flow alert with only one end of the range", () => {
    const outcome = validateAlertForm({ ...filled, riverFlowAlert: true, maxFlow: "1500" }, 7);
    expect(outcome).toMatchObject({ payload: { riverFlowAlert: true, minFlow: null, maxFlow: 1500 } });
  });
});

describe("alertFormFromData", () => {
  it("reads a posted form: ticked toggles are present, unticked ones absent", () => {
    const form = new URLSearchParams({
      email: "sam@example.com",
      highTideAlert: "on",
      riverFlowAlert: "on",
      minFlow: "800",
      minAlertInterval: "21600",
    });
    expect(alertFormFromData(form)).toMatchObject({
      email: "sam@example.com",
      phoneNumber: "",
      highTideAlert: true,
      lowTideAlert: false,
      optimalConditionsAlert: false,
      emailAlerts: false,
      riverFlowAlert: true,
      minFlow: "800",
      maxFlow: "",
      minAlertInterval: "21600",
    });
  });
});
