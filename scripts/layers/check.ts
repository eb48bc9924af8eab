// `npm run lint` runs this after Biome: the import rules of docs/architecture.md "Layers".
import { readdirSync, readFileSync } from "node:fs";
import { contentViolations, domainGraph, layerViolations, type SourceFile } from "./layerRules";

const FOLDERS = ["app", "core", "server", "scripts", "tests"];
const SOURCE = /\.(ts|tsx|mts|mjs)$/;

function sourceFiles(): SourceFile[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: "utf8" })
      .filter((name) => SOURCE.test(name) && !name.endsWith(".d.ts"))
      .map((name) => `${folder}/${name.split("\\").join("/")}`)
      .map((file) => ({ path: file, text: readFileSync(file, "utf8") })),
  );
}

const files = sourceFiles();
// `--graph` prints who uses which domain, the drawing of docs/architecture.md "Domains".
if (process.argv.includes("--graph")) {
  for (const edge of domainGraph(files)) console.log(edge);
  process.exit(0);
}
const violations = layerViolations(files);
for (const v of violations) console.error(`${v.file}:${v.line} imports "${v.specifier}": ${v.rule}`);
// core/ keeps rules: a long file of texts is content, for data/ (docs/architecture.md "Content").
const content = contentViolations(files);
for (const v of content) console.error(`${v.file} ${v.rule}`);
if (violations.length + content.length > 0) {
  console.error(
    `${violations.length + content.length} file(s) break the layer rules (docs/architecture.md "Layers").`,
  );
  process.exit(1);
}
console.log(`Layers: ${files.length} files, no import breaks the rules.`);
