import { desc, lt } from "drizzle-orm";
import type { Database } from "#server/db/client.server";
import { auditLog } from "#server/db/schema";

// Every operator action, written in the action's own transaction: an action that is rolled
// back leaves no entry, and none happens without one (docs/product.md "Audit log").

export type AuditEntry = {
  operator: string;
  action: string;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
};

export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    operator: entry.operator,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export type AuditRow = typeof auditLog.$inferSelect;

export const AUDIT_PAGE_SIZE = 50;

/** Newest first; `before` (an entry id) pages back through older ones. */
export async function listAudit(
  db: Database,
  { before, limit = AUDIT_PAGE_SIZE }: { before?: number; limit?: number } = {},
): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(before === undefined ? undefined : lt(auditLog.id, before))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}

/** Every entry, newest first, a page at a time: the CSV export writes them as they are read. */
export async function* auditPages(db: Database): AsyncGenerator<AuditRow[]> {
  let before: number | undefined;
  for (;;) {
    const rows = await listAudit(db, { before, limit: 500 });
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < 500) return;
    before = last.id;
  }
}

export const AUDIT_CSV_HEADER = [
  "id",
  "at",
  "operator",
  "action",
  "target_type",
  "target_id",
  "before",
  "after",
];

/** RFC 4180: quoted when needed, quotes doubled. A leading =, +, - or @ is neutralised so a spreadsheet never runs it. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function auditCsvLine(row: AuditRow): string {
  return [
    String(row.id),
    row.at.toISOString(),
    row.operator,
    row.action,
    row.targetType,
    row.targetId,
    row.before === null ? "" : JSON.stringify(row.before),
    row.after === null ? "" : JSON.stringify(row.after),
  ]
    .map(csvField)
    .join(",");
}
