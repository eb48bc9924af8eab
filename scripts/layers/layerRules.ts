import { builtinModules } from "node:module";
import path from "node:path";
import ts from "typescript";

/**
 * The import rules of docs/architecture.md "Layers", checked over the source's import graph:
 * - `core/` holds pure rules: it imports nothing of `app/`, `server/` or `scripts/`, no Node
 *   built-in and no package that does I/O;
 * - `server/` imports nothing of `app/`;
 * - `app/` takes only types from `server/` (its code also runs in the browser);
 * - no import climbs two or more folders (`../../`): the subpath imports (`#core/…`) say which
 *   layer a file comes from;
 * - a domain of `server/services/` (one folder each) is reached only through its face, its
 *   `index.ts`: no file outside the folder imports one of its files
 *   (docs/architecture.md "Domains");
 * - `core/` may read the content of `data/` (its JSON files, through a schema), never write it;
 *   and it keeps rules, not content: a `core/` file over 300 lines whose code is mostly string
 *   literals is content, and belongs in `data/` (see `contentViolations`).
 * Tests are not a layer: a test may read files and build server fixtures.
 */

export type SourceFile = { path: string; text: string };
export type Violation = { file: string; line: number; specifier: string; rule: string };

/** Packages that reach a database, the network, the file system or the process. */
const IO_PACKAGES = [
  "pg",
  "@electric-sql/pglite",
  "drizzle-orm",
  "express",
  "compression",
  "nodemailer",
  "pino",
  "prom-client",
  "@react-router/node",
];
const NODE_BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
const SUBPATH = /^#(app|core|server|scripts|tests)\/(.*)$/;

type Import = { specifier: string; line: number; typeOnly: boolean };

function importsOf(file: SourceFile): Import[] {
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, false);
  const found: Import[] = [];
  const add = (literal: ts.Expression, typeOnly: boolean) => {
    if (!ts.isStringLiteralLike(literal)) return;
    const line = source.getLineAndCharacterOfPosition(literal.getStart(source)).line + 1;
    found.push({ specifier: literal.text, line, typeOnly });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const onlyTypeNames =
        !!clause &&
        !clause.name &&
        !!bindings &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly);
      add(node.moduleSpecifier, !!clause?.isTypeOnly || onlyTypeNames);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      add(node.moduleSpecifier, node.isTypeOnly);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, true);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0]
    ) {
      add(node.arguments[0], false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The repository folder a specifier lands in (`app`, `core`, …), or null for a package. */
function targetLayer(fromFile: string, specifier: string): string | null {
  const subpath = SUBPATH.exec(specifier);
  if (subpath) return subpath[1] ?? null;
  if (!specifier.startsWith(".")) return null;
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  return resolved.split("/")[0] ?? null;
}

const DOMAIN_FILE = /^server\/services\/([^/]+)\/(.+)$/;

/** The domain whose inner file a specifier names (`server/services/<domain>/<file>`), if any. */
function domainFileTarget(fromFile: string, specifier: string): string | null {
  const subpath = SUBPATH.exec(specifier);
  let resolved: string;
  if (subpath) resolved = `${subpath[1]}/${subpath[2]}`;
  else if (specifier.startsWith(".")) {
    resolved = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  } else return null;
  const inner = DOMAIN_FILE.exec(resolved.replace(/\.(js|ts|tsx)$/, ""));
  if (!inner || inner[2] === "index") return null;
  return inner[1] ?? null;
}

function packageName(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? specifier);
}

const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file) || file.startsWith("tests/");

export function layerViolations(files: SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    const layer = file.path.split("/")[0];
    for (const { specifier, line, typeOnly } of importsOf(file)) {
      const report = (rule: string) => violations.push({ file: file.path, line, specifier, rule });
      if (specifier.startsWith("../../")) report("climbs two or more folders: use #app/, #core/, #server/…");
      if (isTest(file.path)) continue;
      const domain = domainFileTarget(file.path, specifier);
      if (domain && !file.path.startsWith(`server/services/${domain}/`))
        report(`reaches into the ${domain} domain: import its face, #server/services/${domain}`);
      const target = targetLayer(file.path, specifier);
      if (layer === "core") {
        const content = target === "data" && specifier.endsWith(".json");
        if (target && target !== "core" && !content) report(`core/ imports nothing of ${target}/`);
        if (NODE_BUILTINS.has(specifier) || IO_PACKAGES.includes(packageName(specifier)))
          report("core/ imports no I/O");
      } else if (layer === "server" && target === "app") {
        report("server/ imports nothing of app/");
      } else if (layer === "app" && target === "server" && !typeOnly) {
        report("app/ imports only types from server/");
      }
    }
  }
  return violations;
}

/** Who uses which domain: `server/http → locations`, `species → reviews` (the house's drawing). */
export function domainGraph(files: SourceFile[]): string[] {
  const edges = new Set<string>();
  for (const file of files) {
    if (isTest(file.path)) continue;
    const own = DOMAIN_FILE.exec(file.path)?.[1];
    const from =
      own ??
      file.path
        .split("/")
        .slice(0, file.path.startsWith("server/services/") ? 3 : 2)
        .join("/");
    for (const { specifier } of importsOf(file)) {
      const subpath = SUBPATH.exec(specifier);
      const resolved = subpath
        ? `${subpath[1]}/${subpath[2]}`
        : specifier.startsWith(".")
          ? path.posix.normalize(path.posix.join(path.posix.dirname(file.path), specifier))
          : null;
      const domain = resolved && /^server\/services\/([^/.]+)(\/index)?$/.exec(resolved)?.[1];
      if (domain && domain !== own && domainsOf(files).has(domain)) edges.add(`${from} → ${domain}`);
    }
  }
  return [...edges].sort();
}

/** The folders under server/services/: the domains. */
function domainsOf(files: SourceFile[]): Set<string> {
  return new Set(files.map((f) => DOMAIN_FILE.exec(f.path)?.[1]).filter((d): d is string => !!d));
}

/** A `core/` file longer than this may not be mostly strings. */
export const CONTENT_FILE_LINES = 300;
/** "Mostly": at least this share of the code's characters lie inside string literals. */
export const CONTENT_STRING_SHARE = 0.5;

/**
 * The share of a file's code that is string literals: the characters inside string and template
 * literals (their text, without the quotes) over every character of the code that is not white
 * space or a comment. A table of texts reads near 0.8; a file of rules, 0.1 to 0.3.
 */
export function stringShare(text: string): number {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.JSX, text);
  let code = 0;
  let strings = 0;
  const dense = (chunk: string) => chunk.replace(/\s+/g, "").length;
  // Open braces inside each template substitution being read: the brace that closes a
  // substitution continues its template's text.
  const substitutions: number[] = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    const depth = substitutions.length - 1;
    if (kind === ts.SyntaxKind.OpenBraceToken && depth >= 0)
      substitutions[depth] = (substitutions[depth] ?? 0) + 1;
    else if (kind === ts.SyntaxKind.CloseBraceToken && depth >= 0) {
      if (substitutions[depth] === 0) {
        kind = scanner.reScanTemplateToken(false);
        if (kind === ts.SyntaxKind.TemplateTail) substitutions.pop();
      } else substitutions[depth] = (substitutions[depth] ?? 1) - 1;
    } else if (kind === ts.SyntaxKind.TemplateHead) substitutions.push(0);
    code += dense(scanner.getTokenText());
    const literal =
      kind === ts.SyntaxKind.StringLiteral ||
      kind === ts.SyntaxKind.NoSubstitutionTemplateLiteral ||
      kind === ts.SyntaxKind.TemplateHead ||
      kind === ts.SyntaxKind.TemplateMiddle ||
      kind === ts.SyntaxKind.TemplateTail;
    if (literal) strings += dense(scanner.getTokenValue());
  }
  return code === 0 ? 0 : strings / code;
}

/** The `core/` files that are content written as code: long, and mostly strings. */
export function contentViolations(files: SourceFile[]): Violation[] {
  return files
    .filter((file) => file.path.startsWith("core/") && !isTest(file.path))
    .filter((file) => file.text.split("\n").length > CONTENT_FILE_LINES)
    .filter((file) => stringShare(file.text) >= CONTENT_STRING_SHARE)
    .map((file) => ({
      file: file.path,
      line: 1,
      specifier: "",
      rule: `is content, not rules: over ${CONTENT_FILE_LINES} lines and ${Math.round(stringShare(file.text) * 100)}% strings; move its texts to data/`,
    }));
}
