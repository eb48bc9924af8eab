import { openDatabase } from "#server/db/client.server";
import { createServices } from "#server/services";
import { createLogger } from "#server/logger";
const logger = createLogger("silent");
const handle = await (openDatabase as any)({ dataDir: "/tmp/wb/data", logger });
const db = handle.db;
const services = createServices({ db, mailer: { send: async () => {} } as any, logger, config: { contactEmail: "a@b.c", publicUrl: "http://x" } as any });
const t = async (name: string, fn: () => Promise<unknown>, n = 200) => {
  const s = performance.now();
  for (let i = 0; i < n; i++) await fn();
  console.log(name, ((performance.now() - s) / n).toFixed(2), "ms");
};
let k = 0;
await t("select 1", () => db.execute("select 1" as any));
await t("getLocation", () => services.getLocation({ id: 12 }));
await t("createReview", () => services.createReview({ locationId: 12, clientAddress: "1.2.3.4", input: { userName: "Dana", rating: 4, reviewText: `Visit ${k++} ${Math.random()} nice tide`, visitDate: "2026-05-10" } as any }));
await t("quick rating", () => services.createReview({ locationId: 12, clientAddress: "1.2.3.4", input: { userName: "Dana", rating: 4, comment: "ok" } as any }));
await handle.close?.();
