// What a production build is made from, as one hash: a build whose stamp matches the sources is
// current, and the test suites reuse it instead of building again (CI builds once, not three times).
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// core/ imports the content the pages show (docs/architecture.md "Content"): the states' profiles
// and the species, so a change to them is a change to the build.
const SOURCE_FOLDERS = ["app", "core", "server", "public", "data/state-profiles"];
const SOURCE_FILES = [
  "data/species.json",
  "data/species-intros.json",
  "data/state-agencies.json",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "scripts/build-islands.mjs",
  "scripts/build-server.mjs",
  "scripts/build-sw.mjs",
];
// A test file is not part of the build; leaving it out lets a test change reuse the build.
const NOT_BUILT = /\.test\.tsx?$/;

export const STAMP_FILE = "build/.source-stamp";

/** Every source file of the build, sorted, relative to `root`. */
export function buildSources(root = "."): string[] {
  const inFolders = SOURCE_FOLDERS.filter((folder) => existsSync(path.join(root, folder))).flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
      .map((name) => `${folder}/${name.split(path.sep).join("/")}`)
      .filter((file) => !NOT_BUILT.test(file) && statSync(path.join(root, file)).isFile()),
  );
  return [...inFolders, ...SOURCE_FILES.filter((file) => existsSync(path.join(root, file)))].sort();
}

// Environment variables the build reads: a build made with another value is another build.
const BUILD_VARIABLES = ["VITE_WITHOUT_MECHANISMS"];

/** The hash of the sources' names and contents, and of the build's variables. */
export function sourceStamp(root = ".", env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash("sha256");
  for (const file of buildSources(root)) hash.update(`${file}\0`).update(readFileSync(path.join(root, file)));
  for (const name of BUILD_VARIABLES) hash.update(`${name}=${env[name] ?? ""}\0`);
  return hash.digest("hex");
}

/** Whether `root`'s build was made from the sources as they are now. */
export function buildIsCurrent(root = ".", env: NodeJS.ProcessEnv = process.env): boolean {
  const stampFile = path.join(root, STAMP_FILE);
  return existsSync(stampFile) && readFileSync(stampFile, "utf8").trim() === sourceStamp(root, env);
}
