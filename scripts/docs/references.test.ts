import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  citationsIn,
  decisionsIn,
  duplicateHeadings,
  headingsOf,
  normaliseHeading,
  oldStyleReferencesIn,
  referenceProblems,
  type TextFile,
} from "./references";

const PRODUCT = ["# Fish Spots", "## Home page", "### Fish directory", "```", "# not a heading", "```"].join(
  "\n",
);
const DOCS = new Map([["docs/product.md", PRODUCT]]);
const DECISIONS = ["018-response-cache.md", "021-map-clusters-on-the-server.md"];

function problemsOf(text: string) {
  return referenceProblems([{ path: "a.ts", text }], DOCS, DECISIONS).map((p) => p.problem);
}

describe("headingsOf", () => {
  it("reads ATX headings of every level, not the lines of a fenced block", () => {
    expect(headingsOf(PRODUCT)).toEqual(["Fish Spots", "Home page", "Fish directory"]);
  });

  it("leaves off closing hashes and spaces", () => {
    expect(headingsOf("## API: reviews ##  ")).toEqual(["API: reviews"]);
  });
});

describe("normaliseHeading", () => {
  it("ignores case, code marks and extra spaces", () => {
    expect(normaliseHeading("  `API`:   Tide  alerts ")).toBe(normaliseHeading("api: tide alerts"));
  });
});

describe("duplicateHeadings", () => {
  it("finds a heading used twice, whatever its case", () => {
    expect(duplicateHeadings("## Seasons\n### Ratings\n## seasons")).toEqual(["seasons"]);
  });
});

describe("citationsIn", () => {
  it("finds one heading, and several of one document in a row", () => {
    const text =
      '// docs/product.md "Home page": the order\n// docs/product.md "Seasons", "Sorting" and "Ratings".';
    expect(citationsIn(text)).toEqual([
      { doc: "docs/product.md", heading: "Home page", line: 1 },
      { doc: "docs/product.md", heading: "Seasons", line: 2 },
      { doc: "docs/product.md", heading: "Sorting", line: 2 },
      { doc: "docs/product.md", heading: "Ratings", line: 2 },
    ]);
  });
});

describe("decisionsIn", () => {
  it("reads single numbers, lists and paths", () => {
    const text = "decision 018\nDecisions 005 and 017; decisions 004, 018 and 021\nsee docs/decisions/007";
    expect(decisionsIn(text).map((d) => [d.number, d.line])).toEqual([
      ["018", 1],
      ["005", 2],
      ["017", 2],
      ["004", 2],
      ["018", 2],
      ["021", 2],
      ["007", 3],
    ]);
  });
});

describe("oldStyleReferencesIn", () => {
  it.each([
    ["// Spec 2 route table.", "Spec 2"],
    ['it("sorts by name (spec 5)")', "spec 5"],
    ["the stations of spec 9's name table", "spec 9"],
    ["// Product 3: real tide predictions", "Product 3"],
    ["(architecture rule 4)", "architecture rule 4"],
    ["(style 5: one schema)", "style 5"],
    ["(product.md section 4 departs from it)", ".md section 4"],
    ["(ADR 009)", "ADR 009"],
    ['(product: "a plain POST")', "(product: "],
  ])("catches %s", (text, reference) => {
    expect(oldStyleReferencesIn(text).map((r) => r.reference)).toEqual([reference]);
  });

  it("lets the repository's own forms pass", () => {
    expect(oldStyleReferencesIn('// docs/product.md "Seasons" and decision 018; alerts.spec.ts')).toEqual([]);
  });
});

describe("referenceProblems", () => {
  it("accepts citations of existing headings and decisions", () => {
    expect(problemsOf('// docs/product.md "Home page" and "fish DIRECTORY" (decision 018)')).toEqual([]);
  });

  it("catches a heading the document does not have", () => {
    expect(problemsOf('// docs/product.md "Hero"')).toEqual(['docs/product.md has no heading "Hero"']);
  });

  it("catches a document that is not there", () => {
    expect(problemsOf('// docs/spec.md "Home page"')).toEqual([
      "docs/spec.md is not a document of the repository",
    ]);
  });

  it.each([
    ['// docs/product.md "Home\n// page"'],
    ['// docs/product.md "Home page" and "Fish\n// directory"'],
    ['// the rule of docs/product.md\n// "Home page"'],
    [' * docs/product.md "Home page" and\n * "Fish directory"'],
  ])("catches a citation split over two lines, which it could not check: %j", (text) => {
    expect(problemsOf(text)).toContain("a citation is split over two lines: keep it on one");
  });

  it("catches a decision without its file", () => {
    expect(problemsOf("// decisions 018 and 026")).toEqual(["decision 026 has no file in docs/decisions/"]);
  });

  it("catches an old-style reference, with its line", () => {
    const [problem] = referenceProblems([{ path: "a.ts", text: "ok\n// Spec 9: zoom 7" }], DOCS, DECISIONS);
    expect(problem).toEqual({
      file: "a.ts",
      line: 2,
      problem: '"Spec 9" points outside the repository: cite a heading of docs/product.md',
    });
  });
});

// The repository itself: every source and document file of these folders, and the README.
const FOLDERS = ["app", "core", "server", "scripts", "tests", "docs"];
const TEXT = /\.(ts|tsx|mts|mjs|js|css|md|sql)$/;
const SKIPPED = [
  // Generated SQL whose text Drizzle hashes into the migrations table: never edited by hand.
  /^server\/db\/migrations\//,
  // This file shows broken references on purpose.
  /^scripts\/docs\/references\.test\.ts$/,
  /(^|\/)(node_modules|build|\.react-router)\//,
];

function repositoryFiles(): TextFile[] {
  const paths = FOLDERS.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: "utf8" }).map(
      (name) => `${folder}/${name.split("\\").join("/")}`,
    ),
  );
  return [...paths, "README.md"]
    .filter((path) => TEXT.test(path) && !SKIPPED.some((skip) => skip.test(path)))
    .map((path) => ({ path, text: readFileSync(path, "utf8") }));
}

describe("the repository's references", () => {
  const files = repositoryFiles();
  const docs = new Map(files.filter((f) => /^docs\/.+\.md$/.test(f.path)).map((f) => [f.path, f.text]));
  const decisionFiles = readdirSync("docs/decisions");

  it("reads the folders it should", () => {
    expect(files.length).toBeGreaterThan(300);
    expect(docs.has("docs/product.md")).toBe(true);
    expect(files.some((f) => f.path === "README.md")).toBe(true);
  });

  it("name existing headings and decisions, and nothing outside the repository", () => {
    const problems = referenceProblems(files, docs, decisionFiles).map(
      (p) => `${p.file}:${p.line}: ${p.problem}`,
    );
    expect(problems).toEqual([]);
  });

  it("can tell docs/product.md's headings apart", () => {
    expect(duplicateHeadings(docs.get("docs/product.md") ?? "")).toEqual([]);
  });
});
