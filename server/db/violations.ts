/** Whether PostgreSQL refused a statement with `code`, perhaps wrapped by Drizzle. */
function hasPgCode(error: unknown, code: string): boolean {
  for (let e = error, depth = 0; typeof e === "object" && e !== null && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === code) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** A unique violation (23505). */
export const isUniqueViolation = (error: unknown) => hasPgCode(error, "23505");

/** A foreign key violation (23503): the row it points to is not there. */
export const isForeignKeyViolation = (error: unknown) => hasPgCode(error, "23503");
