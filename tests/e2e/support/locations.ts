import type { APIRequestContext } from "@playwright/test";
import { expect } from "@playwright/test";
import type { Location } from "#server/services/locations/locations";

/** A location of the curated dataset, found by its exact name through the search API. */
export async function locationNamed(request: APIRequestContext, name: string): Promise<Location> {
  const res = await request.get(`/api/locations/search/${encodeURIComponent(name)}`);
  expect(res.ok()).toBe(true);
  const found = ((await res.json()) as Location[]).find((l) => l.name === name);
  if (!found) throw new Error(`${name} is not in the curated dataset`);
  return found;
}
