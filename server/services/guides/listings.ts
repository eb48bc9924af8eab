import { and, arrayContains, asc, eq, exists, or, sql } from "drizzle-orm";
import { dayNumber, type GuideListing, orderGuideListings, type TripKind } from "#core/guides";
import { spotTimeZone, zoneToday } from "#core/zoneClock";
import type { Database } from "#server/db/client.server";
import { fishingLocations, guides, guideWaters } from "#server/db/schema";
import { getLocation } from "../locations";

// The Local Guides tab of a spot (docs/product.md "Local guides"): approved guides who named the
// spot's water, then those who guide its region, each group in the day's turn.

/**
 * GET /api/locations/{id}/guides and the location page's Local Guides tab. The day is the
 * spot's own (its clock, docs/product.md "Time zones"); `now` is for tests. 404 for no such spot.
 */
export async function listGuidesForLocation(
  db: Database,
  { locationId, now = new Date() }: { locationId: number; now?: Date },
): Promise<GuideListing[]> {
  const spot = await getLocation(db, { id: locationId });
  const namedHere = db
    .select({ one: sql`1` })
    .from(guideWaters)
    .where(and(eq(guideWaters.guideId, guides.id), eq(guideWaters.locationId, locationId)));
  const rows = await db
    .select({
      id: guides.id,
      name: guides.name,
      business: guides.business,
      licenseNumber: guides.licenseNumber,
      phone: guides.phone,
      website: guides.website,
      fishTypes: guides.fishTypes,
      tripKinds: guides.tripKinds,
      about: guides.about,
      named: sql<boolean>`exists (${namedHere})`.mapWith(Boolean),
    })
    .from(guides)
    .where(
      and(
        eq(guides.status, "approved"),
        or(
          exists(namedHere),
          and(eq(guides.state, spot.state), arrayContains(guides.regions, [spot.region])),
        ),
      ),
    );
  const listings: GuideListing[] = rows.map(({ named, phone, website, tripKinds, ...guide }) => ({
    ...guide,
    // Written only through the schema's enum.
    tripKinds: tripKinds as TripKind[],
    ...(phone ? { phone } : {}),
    ...(website ? { website } : {}),
    match: named ? "water" : "region",
  }));
  return orderGuideListings(listings, dayNumber(zoneToday(spotTimeZone(spot), now)));
}

/** The spots a guide of a state may name as waters, by region then name (the apply form's choices). */
export async function listGuideWaterChoices(
  db: Database,
  { state }: { state: string },
): Promise<{ id: number; name: string; region: string }[]> {
  return db
    .select({ id: fishingLocations.id, name: fishingLocations.name, region: fishingLocations.region })
    .from(fishingLocations)
    .where(eq(fishingLocations.state, state))
    .orderBy(asc(fishingLocations.region), asc(fishingLocations.name), asc(fishingLocations.id));
}
