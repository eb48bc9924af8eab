import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentApiDocument } from "#tests/support/apiDocument";

// Decision 034: a client generated from the document (`npx openapi-typescript`) gets a type for
// every answer. The document is generated here, in-process, turned into TypeScript by
// openapi-typescript, and each response body's type is read back with the type checker.

type Answer = { operation: string; status: string; mediaType: string | null };

const document = currentApiDocument();
const answers: Answer[] = [];
for (const [pathName, methods] of Object.entries(document.paths))
  for (const [method, op] of Object.entries(methods)) {
    const operation = `${method.toUpperCase()} ${pathName}`;
    for (const [status, response] of Object.entries(
      op.responses as Record<string, Record<string, unknown>>,
    )) {
      const ref = response.$ref as string | undefined;
      const resolved = ref ? document.components.responses[ref.split("/").at(-1) as string] : response;
      const content = (resolved?.content ?? {}) as Record<string, unknown>;
      const mediaTypes = Object.keys(content);
      if (mediaTypes.length === 0) answers.push({ operation, status, mediaType: null });
      for (const mediaType of mediaTypes) answers.push({ operation, status, mediaType });
    }
  }

/** What the checker makes of each answer's body type in the generated file. */
const verdicts = new Map<Answer, string>();
let dir: string;

function classify(checker: ts.TypeChecker, type: ts.Type): string {
  if (type.flags & ts.TypeFlags.Unknown) return "unknown";
  if (type.flags & ts.TypeFlags.Never) return "never";
  if (type.flags & ts.TypeFlags.Any) return "any";
  if (type.flags & ts.TypeFlags.Object && checker.getPropertiesOfType(type).length === 0) {
    const index = checker.getIndexInfosOfType(type)[0];
    if (!index) return checker.isArrayType(type) ? "typed" : "{}";
    if (index.type.flags & ts.TypeFlags.Never) return "Record<string, never>";
  }
  return "typed";
}

beforeAll(async () => {
  const generated = astToString(await openapiTS(document as never));
  dir = await mkdtemp(path.join(tmpdir(), "fishspots-openapi-"));
  const lines = answers.map((answer, i) => {
    const [method = "", pathName = ""] = answer.operation.split(" ");
    const response = `paths[${JSON.stringify(pathName)}][${JSON.stringify(method.toLowerCase())}]["responses"][${answer.status}]`;
    return answer.mediaType
      ? `export type A${i} = ${response}["content"][${JSON.stringify(answer.mediaType)}];`
      : `export type A${i} = ${response} extends { content?: never } ? "empty" : "content";`;
  });
  await writeFile(path.join(dir, "api.ts"), generated);
  await writeFile(path.join(dir, "probe.ts"), `import type { paths } from "./api";\n${lines.join("\n")}\n`);
  const program = ts.createProgram([path.join(dir, "probe.ts")], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
  });
  const errors = ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
  expect(errors).toEqual([]);
  const checker = program.getTypeChecker();
  const probe = program.getSourceFile(path.join(dir, "probe.ts")) as ts.SourceFile;
  for (const statement of probe.statements) {
    if (!ts.isTypeAliasDeclaration(statement)) continue;
    const answer = answers[Number(statement.name.text.slice(1))] as Answer;
    const type = checker.getTypeAtLocation(statement.name);
    verdicts.set(answer, answer.mediaType ? classify(checker, type) : checker.typeToString(type));
  }
}, 60_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("the types openapi-typescript generates from the document", () => {
  it("type every documented body: no unknown, never, any or empty object", () => {
    expect(verdicts.size).toBe(answers.length);
    const untyped = answers
      .filter((a) => a.mediaType && verdicts.get(a) !== "typed")
      .map((a) => `${a.operation} ${a.status} ${a.mediaType}: ${verdicts.get(a)}`);
    expect(untyped).toEqual([]);
  });

  // A redirect is the success of a call that only redirects (GET …/unsubscribe answers 303).
  it("give every operation a success with a body, or a documented empty one", () => {
    const operations = new Set(answers.map((a) => a.operation));
    expect(operations.size).toBeGreaterThan(30);
    const without = [...operations].filter(
      (operation) =>
        !answers.some(
          (a) =>
            a.operation === operation &&
            (/^2\d\d$/.test(a.status) || a.status === "303") &&
            (a.mediaType !== null || verdicts.get(a) === '"empty"'),
        ),
    );
    expect(without).toEqual([]);
  });

  it("leave no body where none is documented", () => {
    const bodiless = answers.filter((a) => a.mediaType === null);
    expect(bodiless.length).toBeGreaterThan(0);
    expect(bodiless.filter((a) => verdicts.get(a) !== '"empty"')).toEqual([]);
  });
});
