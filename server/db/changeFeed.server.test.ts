import { describe, expect, it } from "vitest";
import { changeNotice, readChangeNotice } from "./changeFeed.server";

// The payload of a change notification: older processes and the operator tools send only their
// origin (anything may have changed); writers that say what they changed add a topic.

describe("change notices", () => {
  it("reads back what was sent, with or without a topic", () => {
    expect(readChangeNotice(changeNotice("process-a", "reviews"))).toEqual({
      origin: "process-a",
      topic: "reviews",
    });
    expect(readChangeNotice(changeNotice("process-a"))).toEqual({ origin: "process-a", topic: undefined });
  });

  it("carries the one spot a write changed, and reads a spot that is no location id as the whole topic", () => {
    expect(readChangeNotice(changeNotice("process-a", "reviews", 12))).toEqual({
      origin: "process-a",
      topic: "reviews",
      spot: 12,
    });
    // A spot without a topic says nothing: anything may have changed.
    expect(changeNotice("process-a", undefined, 12)).toBe("process-a");
    expect(readChangeNotice('{"origin":"process-b","topic":"reviews","spot":"12"}')).toEqual({
      origin: "process-b",
      topic: "reviews",
    });
    expect(readChangeNotice('{"origin":"process-b","topic":"weather","spot":12}')).toEqual({
      origin: "process-b",
      topic: undefined,
    });
  });

  it("sends a bare origin when there is no topic, as older processes expect", () => {
    expect(changeNotice("operator-tool")).toBe("operator-tool");
  });

  it("takes a bare origin, an unknown topic or a malformed notice to mean anything may have changed", () => {
    expect(readChangeNotice("operator-tool")).toEqual({ origin: "operator-tool", topic: undefined });
    expect(readChangeNotice('{"origin":"process-b","topic":"weather"}')).toEqual({
      origin: "process-b",
      topic: undefined,
    });
    expect(readChangeNotice("{not json")).toEqual({ origin: "{not json", topic: undefined });
    expect(readChangeNotice('{"topic":"reviews"}')).toEqual({
      origin: '{"topic":"reviews"}',
      topic: undefined,
    });
  });
});
