import { describe, expect, it } from "vitest";
import type { Location } from "#app/lib/locationTypes";
import { makeLocation } from "#tests/support/factories";
import { CARD_FIELDS, cardData } from "./cardData";

describe("a location as its card needs it", () => {
  it("keeps what the card, its info popover and the filters read, and nothing else", () => {
    const location = {
      ...makeLocation({ name: "Nestucca Bay", permits: "A long permits text.", tideInfo: "Fish the flood." }),
      id: 7,
    } as Location;
    const card = cardData(location);
    expect(Object.keys(card).sort()).toEqual([...CARD_FIELDS].sort());
    for (const field of CARD_FIELDS) expect(card[field]).toEqual(location[field]);
    expect(card).not.toHaveProperty("permits");
    expect(card).not.toHaveProperty("latitude");
  });
});
