// The references that comments and documents make to the repository's own documents, and the
// checks that keep them honest: a citation `docs/product.md "Seasons"` must name a heading of
// that file, "decision 018" a record in docs/decisions/, and no reference may point at the
// numbered sections of documents the repository does not hold (a spec, a product brief or an
// architecture guide cited by number). Pure: the test beside it reads the files.

export type TextFile = { path: string; text: string };

export type Citation = { doc: string; heading: string; line: number };

export type ReferenceProblem = { file: string; line: number; problem: string };

/**
 * `docs/product.md "Home page"`, also several headings of one document in a row:
 * `docs/product.md "Seasons" and "Sorting"`, `docs/product.md "Ratings", "Seasons" or "Sorting"`.
 */
const CITATION = /(docs\/[\w./-]+\.md) ("[^"\n]+"(?:(?:, | and | or |, and )"[^"\n]+")*)/g;
const QUOTED = /"([^"\n]+)"/g;
/**
 * A citation broken over two lines, which the line-by-line reading above would miss: a heading
 * that does not close on its line, or a document (or a list of its headings) that ends a line
 * with the next heading on the line after.
 */
const SPLIT_CITATION = [
  /docs\/[\w./-]+\.md (?:"[^"\n]+"(?:(?:, | and | or |, and )"[^"\n]+")*(?:, | and | or |, and ))?"(?![^"\n]+")/g,
  /docs\/[\w./-]+\.md(?: "[^"\n]+"(?:(?:, | and | or |, and )"[^"\n]+")*(?:,| and| or|, and))?[ \t]*\n[ \t]*(?:\/\/|\*|\{\/\*)?[ \t]*"/g,
];

/** "decision 018", "Decisions 005 and 017", "decisions 004, 018 and 021", "docs/decisions/007". */
const DECISION = /\bdecisions? (\d{3}(?:(?:, | and | or |, and )\d{3})*)\b|docs\/decisions\/(\d{3})\b/gi;

// References to numbered sections of documents outside the repository: a spec or a product
// brief by section number (in any case, singular or plural), an architecture guide's or a style
// guide's numbered rule, a Markdown file's numbered section, "ADR" and a number (the old name of
// a decision), or "(product:" and a quotation. The test file beside this one shows each of them.
const OLD_STYLE: readonly { pattern: RegExp; advice: string }[] = [
  { pattern: /\bspecs? \d+/gi, advice: "cite a heading of docs/product.md" },
  { pattern: /\bproducts? \d+/gi, advice: "cite a heading of docs/product.md" },
  { pattern: /\barchitecture rules? \d+/gi, advice: "cite a heading of docs/architecture.md" },
  { pattern: /\bstyle \d+\b/gi, advice: "cite a heading of docs/architecture.md" },
  { pattern: /\.md,? sections? \d+/gi, advice: 'cite a heading: docs/<file>.md "Heading"' },
  { pattern: /\bADRs? \d+/g, advice: 'write "decision NNN"' },
  { pattern: /\(product:\s/gi, advice: "cite a heading of docs/product.md" },
];

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf("\n"); i !== -1 && i < index; i = text.indexOf("\n", i + 1)) line++;
  return line;
}

/** A heading as citations compare it: without Markdown code marks, case and extra spaces. */
export function normaliseHeading(heading: string): string {
  return heading.replaceAll("`", "").replace(/\s+/g, " ").trim().toLowerCase();
}

/** The ATX headings (`#` to `######`) of a Markdown text, outside fenced code blocks. */
export function headingsOf(markdown: string): string[] {
  const headings: string[] = [];
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const match = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (match?.[1]) headings.push(match[1]);
  }
  return headings;
}

/** Headings that appear more than once (normalised): a citation of one could mean either. */
export function duplicateHeadings(markdown: string): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const heading of headingsOf(markdown)) {
    const key = normaliseHeading(heading);
    if (seen.has(key)) twice.add(heading);
    seen.add(key);
  }
  return [...twice];
}

export function citationsIn(text: string): Citation[] {
  const citations: Citation[] = [];
  for (const match of text.matchAll(CITATION)) {
    const [, doc = "", quoted = ""] = match;
    const line = lineAt(text, match.index);
    for (const [, heading = ""] of quoted.matchAll(QUOTED)) citations.push({ doc, heading, line });
  }
  return citations;
}

/** Every decision number a text names, with its line. */
export function decisionsIn(text: string): { number: string; line: number }[] {
  const found: { number: string; line: number }[] = [];
  for (const match of text.matchAll(DECISION)) {
    const line = lineAt(text, match.index);
    const numbers = match[1] ? (match[1].match(/\d{3}/g) ?? []) : [match[2] ?? ""];
    for (const number of numbers) found.push({ number, line });
  }
  return found;
}

export function oldStyleReferencesIn(text: string): { reference: string; advice: string; line: number }[] {
  const found: { reference: string; advice: string; line: number }[] = [];
  for (const { pattern, advice } of OLD_STYLE) {
    for (const match of text.matchAll(pattern)) {
      found.push({ reference: match[0], advice, line: lineAt(text, match.index) });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

/**
 * Every problem of the references in `files`. `docs` maps a document's path to its text (the
 * documents citations may name); `decisionFiles` are the names in docs/decisions/.
 */
export function referenceProblems(
  files: readonly TextFile[],
  docs: ReadonlyMap<string, string>,
  decisionFiles: readonly string[],
): ReferenceProblem[] {
  const headings = new Map(
    [...docs].map(([path, text]) => [path, new Set(headingsOf(text).map(normaliseHeading))] as const),
  );
  const decisions = new Set(decisionFiles.map((name) => /^(\d{3})-.+\.md$/.exec(name)?.[1]).filter(Boolean));
  const problems: ReferenceProblem[] = [];
  for (const { path, text } of files) {
    for (const match of SPLIT_CITATION.flatMap((pattern) => [...text.matchAll(pattern)])) {
      const line = lineAt(text, match.index);
      problems.push({ file: path, line, problem: "a citation is split over two lines: keep it on one" });
    }
    for (const { doc, heading, line } of citationsIn(text)) {
      const known = headings.get(doc);
      if (!known) problems.push({ file: path, line, problem: `${doc} is not a document of the repository` });
      else if (!known.has(normaliseHeading(heading)))
        problems.push({ file: path, line, problem: `${doc} has no heading "${heading}"` });
    }
    for (const { number, line } of decisionsIn(text)) {
      if (!decisions.has(number))
        problems.push({ file: path, line, problem: `decision ${number} has no file in docs/decisions/` });
    }
    for (const { reference, advice, line } of oldStyleReferencesIn(text)) {
      problems.push({ file: path, line, problem: `"${reference}" points outside the repository: ${advice}` });
    }
  }
  return problems;
}
