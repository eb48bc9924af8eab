// Bundles the page script of pages served with islands (app/islands/page.ts, decision 045) into
// build/client/assets/, with the islands' React code as chunks it loads on first use, and writes
// its address to build/page-script.json for the server. Runs after `react-router build`, before
// the service worker's build, which saves these files with the rest. A build without the
// `islands` mechanism (VITE_WITHOUT_MECHANISMS, core/mechanisms.ts) writes none: every page
// then hydrates.
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const manifestFile = "build/page-script.json";
rmSync(manifestFile, { force: true });
const without = (process.env.VITE_WITHOUT_MECHANISMS ?? "").split(",");
if (without.includes("islands")) process.exit(0);

const outdir = "build/client/assets";
const common = {
  outdir,
  bundle: true,
  format: "esm",
  target: "es2020",
  platform: "browser",
  minify: true,
  jsx: "automatic",
  metafile: true,
  define: {
    "process.env.NODE_ENV": '"production"',
    "import.meta.env.PROD": "true",
    "import.meta.env.DEV": "false",
    "import.meta.env.SSR": "false",
    "import.meta.env.VITE_WITHOUT_MECHANISMS": JSON.stringify(process.env.VITE_WITHOUT_MECHANISMS ?? ""),
  },
  logLevel: "warning",
};

/** The address, under /assets/, of the one entry a build made. */
function entryOf(result) {
  const entry = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint);
  if (!entry) throw new Error("An island entry was not built");
  return path.basename(entry[0]);
}

// The islands' React code: an entry and the chunks it shares, loaded on first use.
const islands = await build({
  ...common,
  entryPoints: { islands: "app/islands/hydrate.tsx" },
  entryNames: "[name]-[hash]",
  chunkNames: "island-[hash]",
  splitting: true,
});

// The page script: one file, so that a page asks for one script; it finds the islands' entry
// beside itself.
const page = await build({
  ...common,
  entryPoints: { page: "app/islands/page.ts" },
  entryNames: "[name]-[hash]",
  define: { ...common.define, __ISLANDS_ENTRY__: JSON.stringify(`./${entryOf(islands)}`) },
});

writeFileSync(manifestFile, `${JSON.stringify({ src: `/assets/${entryOf(page)}` })}\n`);
