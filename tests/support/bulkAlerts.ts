// Many confirmed alerts at once, for the tests and benchmarks that need thousands: rows go in
// ten thousand to a statement, not one createTideAlert (a transaction and three queries) each.

import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.server";

export type BulkAlert = {
  email: string;
  locationId: number | null;
  latitude: string;
  longitude: string;
  locationName: string;
  highTideAlert: boolean;
  lowTideAlert: boolean;
  optimalConditionsAlert: boolean;
  minTideHeight?: number | null;
  maxTideHeight?: number | null;
  minAlertInterval?: number;
  lastAlertSent?: Date | null;
};

// One JSON parameter a statement: Drizzle takes longer to build a multi-row VALUES list of this
// size than the database takes to insert it.
const CHUNK_ROWS = 10_000;

function chunks<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );
}

/** Inserts the alerts, active and e-mailing, each address a subscriber confirmed at `confirmedAt`. */
export async function insertConfirmedAlerts(
  db: Database,
  alerts: BulkAlert[],
  options: { confirmedAt: Date },
): Promise<void> {
  const emails = [...new Set(alerts.map((a) => a.email))];
  for (const chunk of chunks(emails, CHUNK_ROWS)) {
    await db.execute(sql`
      insert into alert_subscribers (email, confirmed_at)
      select email, ${options.confirmedAt.toISOString()}::timestamptz
      from json_array_elements_text(${JSON.stringify(chunk)}::json) as email
      on conflict do nothing`);
  }
  for (const chunk of chunks(alerts, CHUNK_ROWS)) {
    const rows = chunk.map((a) => ({
      ...a,
      minTideHeight: a.minTideHeight ?? null,
      maxTideHeight: a.maxTideHeight ?? null,
      minAlertInterval: a.minAlertInterval ?? 3600,
      lastAlertSent: a.lastAlertSent?.toISOString() ?? null,
    }));
    // Nobody manages these alerts from a browser: the manage token's hash only has to be there.
    await db.execute(sql`
      insert into tide_alerts (email, location_id, latitude, longitude, location_name, high_tide_alert,
        low_tide_alert, optimal_conditions_alert, min_tide_height, max_tide_height, min_alert_interval,
        last_alert_sent, manage_token_hash, email_token)
      select "email", "locationId", "latitude", "longitude", "locationName", "highTideAlert",
        "lowTideAlert", "optimalConditionsAlert", "minTideHeight", "maxTideHeight", "minAlertInterval",
        "lastAlertSent", 'bulk', gen_random_uuid()::text
      from json_to_recordset(${JSON.stringify(rows)}::json) as r("email" text, "locationId" integer,
        "latitude" text, "longitude" text, "locationName" text, "highTideAlert" boolean,
        "lowTideAlert" boolean, "optimalConditionsAlert" boolean, "minTideHeight" numeric,
        "maxTideHeight" numeric, "minAlertInterval" integer, "lastAlertSent" timestamptz)`);
  }
}
