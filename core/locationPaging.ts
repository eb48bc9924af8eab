import * as z from "zod";
import { mapQuerySchema, paginationSchema } from "./schemas";

// docs/product.md "API: locations": GET /api/locations pages with a cursor. Without any of the
// paging parameters it answers the whole list, as before; with them, one page at a time, the next
// one named by a `Link: <…>; rel="next"` header.

/** A page's length when a paging parameter is given without `limit`. */
export const LOCATION_PAGE_DEFAULT = 100;
/** The widest circle `radius` may draw, in kilometres (the breadth of the lower 48 and more). */
export const NEAR_RADIUS_MAX_KM = 5000;

const nearMessage = "near must be latitude,longitude in decimal degrees, such as 45.52,-122.68";
const PLAIN_DECIMAL = /^-?\d{1,3}(\.\d{1,12})?$/;

/** "45.52,-122.68" → a point; what `near` and the /near page's `lat`/`lon` read. */
export const nearPointSchema = z
  .string({ error: nearMessage })
  .max(60, nearMessage)
  .transform((text, ctx) => {
    const parts = text.split(",").map((part) => part.trim());
    const [latitude, longitude] = parts.map(Number) as [number, number];
    if (
      parts.length !== 2 ||
      !parts.every((part) => PLAIN_DECIMAL.test(part)) ||
      Math.abs(latitude) > 90 ||
      Math.abs(longitude) > 180
    ) {
      ctx.addIssue({ code: "custom", message: nearMessage });
      return z.NEVER;
    }
    return { latitude, longitude };
  });
export type NearPoint = { latitude: number; longitude: number };

// --- The cursor ------------------------------------------------------------------------------

/**
 * Where a page ended, in the order of its list: by name (lower-cased as the database orders it)
 * and id, or by distance from the `near` point and id. Clients see it only as an opaque token.
 */
export type ListCursor =
  | { by: "name"; name: string; id: number }
  | { by: "distance"; km: number; id: number };

const cursorContent = z.union([
  z.object({ by: z.literal("name"), name: z.string().max(400), id: z.number().int().positive() }),
  z.object({ by: z.literal("distance"), km: z.number().min(0).max(40_075), id: z.number().int().positive() }),
]);

/** The token of a cursor: its JSON, in base64url (UTF-8), safe in a URL as it is. */
export function encodeCursor(cursor: ListCursor): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(JSON.stringify(cursor))) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The cursor a token stands for; undefined for a token this API did not give. */
export function decodeCursor(token: string): ListCursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,800}$/.test(token)) return undefined;
  try {
    const binary = atob(token.replace(/-/g, "+").replace(/_/g, "/"));
    const text = new TextDecoder("utf-8", { fatal: true }).decode(
      Uint8Array.from(binary, (c) => c.charCodeAt(0)),
    );
    const parsed = cursorContent.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const cursorMessage = "cursor must be the one a Link header of this API gave";

// --- The query -------------------------------------------------------------------------------

export const locationListQuerySchema = paginationSchema
  .extend({
    near: nearPointSchema
      .optional()
      .describe("latitude,longitude: the nearest locations first, each with its distanceKm"),
    radius: z.coerce
      .number({ error: `radius must be a number of kilometres from 0.1 to ${NEAR_RADIUS_MAX_KM}` })
      .min(0.1, `radius must be a number of kilometres from 0.1 to ${NEAR_RADIUS_MAX_KM}`)
      .max(NEAR_RADIUS_MAX_KM, `radius must be a number of kilometres from 0.1 to ${NEAR_RADIUS_MAX_KM}`)
      .optional()
      .describe("With near: only the locations within this many kilometres"),
    bbox: mapQuerySchema.shape.bbox.optional(),
    fish: mapQuerySchema.shape.fish.optional(),
    cursor: z
      .string({ error: cursorMessage })
      .transform((token, ctx) => {
        const cursor = decodeCursor(token);
        if (!cursor) {
          ctx.addIssue({ code: "custom", message: cursorMessage });
          return z.NEVER;
        }
        return cursor;
      })
      .optional()
      .describe('Where the page begins: the token of the Link header\'s rel="next" address'),
  })
  .superRefine((query, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (query.near && query.bbox) fail("bbox", "near and bbox cannot be asked for together");
    if (query.radius !== undefined && !query.near) fail("radius", "radius needs near");
    const paged = query.cursor || query.near || query.bbox || query.fish;
    if (paged && query.offset !== undefined)
      fail("offset", "offset pages the whole list only: follow the cursor");
    if (query.cursor && query.cursor.by !== (query.near ? "distance" : "name")) fail("cursor", cursorMessage);
  });
export type LocationListQuery = z.output<typeof locationListQuerySchema>;

/** Whether a query asks for the paged form (a page and its next link) rather than the whole list. */
export function asksForPage(query: LocationListQuery): boolean {
  if (query.offset !== undefined) return false;
  return (
    query.limit !== undefined ||
    query.near !== undefined ||
    query.bbox !== undefined ||
    query.fish !== undefined ||
    query.cursor !== undefined
  );
}
