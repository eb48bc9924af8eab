import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { contentDir } from "#server/paths";
import { startServerProcess } from "../support/serverProcess";

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

// docs/architecture.md "Content": a content file that does not pass its schema stops start-up,
// and the message names the file, the record and the field.
describe("the production server with a bad content file", { timeout: 60_000 }, () => {
  it("does not start, and says which file, record and field fail", async () => {
    const content = mkdtempSync(path.join(tmpdir(), "fishspots-content-"));
    const dataDir = mkdtempSync(path.join(tmpdir(), "fishspots-proc-"));
    folders.push(content, dataDir);
    cpSync(contentDir, content, {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}states`),
    });
    const ohio = path.join(content, "state-profiles", "ohio.json");
    const profile = JSON.parse(readFileSync(ohio, "utf8"));
    writeFileSync(ohio, JSON.stringify({ ...profile, hero: 42 }));

    const started = startServerProcess({ DATA_DIR: dataDir, CONTENT_DIR: content });
    const error = await started.then(
      async (server) => {
        server.child.kill("SIGKILL");
        await server.exited;
        return null;
      },
      (failure: unknown) => failure as Error,
    );
    expect(error?.message).toContain("server exited early");
    expect(error?.message).toContain(
      `${ohio}: record (Ohio): hero: Invalid input: expected string, received number`,
    );
  });
});
