import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { Location } from "#server/services/locations/locations";
import { expect } from "./fixtures";

// The home page's Fish Directory, for the specs that read it (home.spec.ts,
// home-directory.spec.ts). Expected lists come from the JSON API, so tests follow the data.

export async function list(request: APIRequestContext, path: string): Promise<Location[]> {
  const res = await request.get(path);
  expect(res.ok()).toBe(true);
  return (await res.json()) as Location[];
}

export function directory(page: Page): Locator {
  return page.locator("#fish-directory");
}

export function countLine(page: Page): Locator {
  return directory(page).getByText(/^Showing \d+ location\(s\)$/);
}
