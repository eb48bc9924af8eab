import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "#server/db/client.server";
import { prepareDatabase } from "#server/db/setup";

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding a migrated, empty embedded database, made once per run; "" on PostgreSQL. */
    pgliteImage: string;
  }
}

// The embedded test databases start from one migrated image made here, once per run: PGlite's
// initdb and the migrations were most of the 3 to 20 s each of ~90 databases cost (decision 029).
// Made from this run's migrations, so it never outlives a schema change.
export default async function makePgliteImage(project: TestProject) {
  if (process.env.TEST_POSTGRES_URL) {
    project.provide("pgliteImage", "");
    return;
  }
  const dir = await mkdtemp(path.join(tmpdir(), "fishspots-pglite-image-"));
  const handle = await openDatabase({ dataDir: "memory://" });
  try {
    await prepareDatabase(handle, { seedFile: null });
    const image = await handle.dumpImage?.();
    if (!image) throw new Error("the embedded database could not be dumped");
    const file = path.join(dir, "migrated.tar");
    await writeFile(file, Buffer.from(await image.arrayBuffer()));
    project.provide("pgliteImage", file);
  } finally {
    await handle.close();
  }
  return () => rm(dir, { recursive: true, force: true });
}
