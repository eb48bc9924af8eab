// A production build of another commit of this project (the load section's BENCH_LOAD_COMPARE),
// made in a folder of its own so that it can be served beside this build. The folder holds that
// commit's files as `git archive` gives them (its server, migrations and data: the server reads
// them from its own folder) and links this project's node_modules.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureCurrentBuild } from "#scripts/build/currentBuild";
import { projectRoot } from "./productionServer";

export type CommitBuild = {
  /** The commit as given, e.g. "1dab4e8" or "main~3". */
  ref: string;
  /** Its abbreviated hash. */
  commit: string;
  /** Its subject line. */
  subject: string;
  /** The folder the build is in: serve it with withBenchServer's projectRoot. */
  root: string;
  remove(): void;
};

function git(args: string[]): string {
  return execFileSync("git", args, {
    cwd: projectRoot,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  }).trim();
}

/** The commit `ref` names, or an error that says the knob is wrong. */
function resolveCommit(ref: string): string {
  try {
    return git(["rev-parse", "--verify", "--short", `${ref}^{commit}`]);
  } catch {
    throw new Error(`BENCH_LOAD_COMPARE: "${ref}" names no commit of this repository`);
  }
}

/** Builds the commit `ref` names in a new temporary folder; `remove()` deletes the folder. */
export function buildCommit(ref: string): CommitBuild {
  const commit = resolveCommit(ref);
  const subject = git(["log", "-1", "--format=%s", commit]);
  const root = mkdtempSync(path.join(tmpdir(), `fishspots-${commit}-`));
  const remove = () => rmSync(root, { recursive: true, force: true });
  try {
    process.stderr.write(`  building ${commit} (${subject}) in a temporary folder\n`);
    const archive = path.join(root, "commit.tar");
    git(["archive", "--format=tar", `--output=${archive}`, commit]);
    execFileSync("tar", ["-x", "-f", archive, "-C", root]);
    rmSync(archive);
    symlinkSync(path.join(projectRoot, "node_modules"), path.join(root, "node_modules"), "dir");
    ensureCurrentBuild(root, process.env);
    return { ref, commit, subject, root, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
