import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
const client = await PGlite.create("/tmp/wb/data/pglite", { extensions: { pg_trgm } });
const t = async (name: string, fn: () => Promise<unknown>, n = 500) => {
  for (let i = 0; i < 50; i++) await fn();
  const s = performance.now();
  for (let i = 0; i < n; i++) await fn();
  console.log(name, ((performance.now() - s) / n).toFixed(3), "ms");
};
await t("select 1", () => client.query("select 1"));
await t("select loc", () => client.query("select * from fishing_locations where id = $1", [12]));
await t("begin/commit", async () => { await client.query("begin"); await client.query("commit"); });
await t("update ratings", () => client.query("update location_ratings set review_count = review_count where location_id = $1", [12]));
await t("exec select 1", () => client.exec("select 1"));
