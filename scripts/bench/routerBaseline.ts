// The main-thread section's baseline: the smallest React Router app we could ship. One route, one
// heading, the same React, React DOM and React Router as ours (this project's own packages),
// built by `react-router build` and served by `react-router-serve`, as its template would be. What
// our pages cost above it is what our shell and our pages add to the framework (issue-level
// target: every page at most 1.3× it, the map 1.6×).
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "#tests/support/serverProcess";
import { projectRoot } from "./productionServer";

/** The version of a package this project has installed. */
function ownVersion(name: string): string {
  const manifest = path.join(projectRoot, "node_modules", name, "package.json");
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
}

export const ROUTER_BASELINE_HEADING = "Fish Spots";

/** The app's files, by path inside its folder. */
export const ROUTER_BASELINE_FILES: Record<string, string> = {
  // React Router reads the server runtime off the dependencies; the versions are ours.
  "package.json": JSON.stringify({
    name: "router-baseline",
    private: true,
    type: "module",
    dependencies: Object.fromEntries(
      ["@react-router/node", "@react-router/serve", "isbot", "react", "react-dom", "react-router"].map(
        (name) => [name, ownVersion(name)],
      ),
    ),
  }),
  "tsconfig.json": JSON.stringify({
    compilerOptions: { jsx: "react-jsx", module: "ESNext", moduleResolution: "Bundler", target: "ES2022" },
  }),
  "react-router.config.ts": `export default { appDirectory: "app", ssr: true };\n`,
  "vite.config.ts": [
    'import { reactRouter } from "@react-router/dev/vite";',
    'import { defineConfig } from "vite";',
    "export default defineConfig({ plugins: [reactRouter()] });",
    "",
  ].join("\n"),
  "app/routes.ts": [
    'import { index } from "@react-router/dev/routes";',
    'export default [index("routes/home.tsx")];',
    "",
  ].join("\n"),
  "app/root.tsx": [
    'import type { ReactNode } from "react";',
    'import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";',
    "export function Layout({ children }: { children: ReactNode }) {",
    "  return (",
    '    <html lang="en">',
    "      <head>",
    '        <meta charSet="utf-8" />',
    '        <meta name="viewport" content="width=device-width, initial-scale=1" />',
    "        <Meta />",
    "        <Links />",
    "      </head>",
    "      <body>",
    "        {children}",
    "        <ScrollRestoration />",
    "        <Scripts />",
    "      </body>",
    "    </html>",
    "  );",
    "}",
    "export default function App() {",
    "  return <Outlet />;",
    "}",
    "",
  ].join("\n"),
  "app/routes/home.tsx": [
    "export function meta() {",
    '  return [{ title: "Baseline: React Router alone" }];',
    "}",
    "export default function Home() {",
    `  return <h1>${ROUTER_BASELINE_HEADING}</h1>;`,
    "}",
    "",
  ].join("\n"),
};

export type RouterBaselineSite = { url: string; close(): Promise<void> };

function binOf(pkg: string, bin: string) {
  return path.join(projectRoot, "node_modules", pkg, bin);
}

async function waitForAnswer(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`react-router-serve exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`react-router-serve did not answer ${url} within 30 s`);
}

/** Writes the app to a temporary folder (with this project's node_modules), builds and serves it. */
export async function startRouterBaseline(): Promise<RouterBaselineSite> {
  const folder = mkdtempSync(path.join(tmpdir(), "fishspots-router-baseline-"));
  try {
    for (const [file, text] of Object.entries(ROUTER_BASELINE_FILES)) {
      mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
      writeFileSync(path.join(folder, file), text);
    }
    symlinkSync(path.join(projectRoot, "node_modules"), path.join(folder, "node_modules"), "dir");
    try {
      execFileSync(process.execPath, [binOf("@react-router/dev", "bin.js"), "build"], {
        cwd: folder,
        stdio: "pipe",
        env: { ...process.env, NODE_ENV: "production" },
      });
    } catch (error) {
      const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? "";
      throw new Error(`The React Router baseline did not build: ${stderr.trim()}`);
    }
    const port = await freePort();
    const child = spawn(
      process.execPath,
      [binOf("@react-router/serve", "bin.js"), path.join("build", "server", "index.js")],
      {
        cwd: folder,
        stdio: "ignore",
        env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1" },
      },
    );
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    // localhost, like our own site in the bench, so both pages are on an equally trusted origin.
    const url = `http://localhost:${port}/`;
    try {
      await waitForAnswer(url, child);
    } catch (error) {
      child.kill("SIGKILL");
      throw error;
    }
    return {
      url,
      async close() {
        child.kill("SIGTERM");
        await exited;
        rmSync(folder, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}
