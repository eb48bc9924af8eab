import type * as z from "zod";

// The content of data/ (docs/architecture.md "Content"): each kind of file has one zod schema in
// core/, and every file is read through it. A file that does not pass is named with the record
// and the field that fail, so whoever edits it sees where without reading the schema.

/** One thing wrong in a content file: the file, the record (its index and name), the field. */
export type ContentProblem = { file: string; record: string; field: string; message: string };

export class ContentError extends Error {
  constructor(readonly problems: readonly ContentProblem[]) {
    super(
      `The content in data/ does not pass its checks:\n${problems.map((p) => `  ${formatProblem(p)}`).join("\n")}`,
    );
    this.name = "ContentError";
  }
}

export function formatProblem(p: ContentProblem): string {
  return `${p.file}: ${p.record}: ${p.field}: ${p.message}`;
}

/**
 * The record a path points into: "record 3 (Steelhead)" for a list's entry, "record (Ohio)" for a
 * file of one record, 'record "carp"' for a file of records by key.
 */
function recordLabel(data: unknown, path: readonly PropertyKey[]): { record: string; rest: PropertyKey[] } {
  if (Array.isArray(data) && typeof path[0] === "number") {
    const entry = data[path[0]] as { state?: unknown; name?: unknown; fishType?: unknown } | undefined;
    const label = entry?.state ?? entry?.name ?? entry?.fishType;
    return {
      record: `record ${path[0] + 1}${typeof label === "string" ? ` (${label})` : ""}`,
      rest: path.slice(1),
    };
  }
  const own = (data as { state?: unknown } | null)?.state;
  if (typeof own === "string") return { record: `record (${own})`, rest: [...path] };
  // A file of records by key (data/species-intros.json): the key names the record.
  if (typeof path[0] === "string") return { record: `record "${path[0]}"`, rest: path.slice(1) };
  return { record: "the file", rest: [...path] };
}

/** What is wrong with a file's parsed JSON against its schema (none when it passes). */
export function contentProblems(file: string, data: unknown, schema: z.ZodType): ContentProblem[] {
  const result = schema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const { record, rest } = recordLabel(data, issue.path);
    return {
      file,
      record,
      field: rest.length > 0 ? rest.map(String).join(".") : "(whole record)",
      message: issue.message,
    };
  });
}

/** A file's content as its schema reads it; a file that does not pass throws, naming what fails. */
export function parseContent<Schema extends z.ZodType>(
  file: string,
  data: unknown,
  schema: Schema,
): z.output<Schema> {
  const problems = contentProblems(file, data, schema);
  if (problems.length > 0) throw new ContentError(problems);
  return schema.parse(data);
}
