// Bundles the page script of pages served with islands (app/islands/page.ts, decision 045) into
// build/client/assets/, with the islands' React code as chunks it loads on first use, and writes
// its address to build/page-script.json for the server. Runs after `react-router build`, before
// the service worker's build, which saves these files with the rest. A build without the
// `islands` mechanism (VITE_WITHOUT_MECHANISMS, core/mechanisms.ts) writes none: every page
// then hydrates.
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as esbuild from "esbuild";

const manifestFile = "build/page-script.json";
rmSync(manifestFile, { force: true });
const without = (process.env.VITE_WITHOUT_MECHANISMS ?? "").split(",");
if (without.includes("islands")) process.exit(0);

// Vite's order of extensions, and names matched with their case: esbuild's own lookup ignores
// case, and took SuggestionForm.tsx for the "./suggestionForm" (suggestionForm.ts) beside it.
const EXTENSIONS = ["", ".mjs", ".js", ".mts", ".ts", ".jsx", ".tsx", ".json", "/index.ts", "/index.tsx"];

function exactCase() {
  const isFile = (file) => {
    const dir = path.dirname(file);
    return existsSync(dir) && readdirSync(dir).includes(path.basename(file)) && statSync(file).isFile();
  };
  return {
    name: "exact-case",
    setup(build) {
      // Our own modules: relative paths, and package.json's subpath imports (#app/… is ./app/…).
      build.onResolve({ filter: /^(\.|#\w+\/)/ }, (args) => {
        // A package's own files are esbuild's to resolve: a path given here loses the package's
        // "sideEffects": false, and every module of lucide-react and zod was kept whole.
        if (args.importer.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const base = args.path.startsWith("#")
          ? path.resolve(args.path.replace(/^#(\w+)\//, "$1/"))
          : path.resolve(args.resolveDir, args.path);
        const file = EXTENSIONS.map((extension) => base + extension).find(isFile);
        return file ? { path: file } : undefined;
      });
    },
  };
}

/**
 * A stylesheet an island's module imports (Leaflet's, with the map): built beside the chunks, and
 * imported as a module that adds it to the page and waits until it has loaded, as Vite's own
 * loader does for a hydrated page, so the map never draws unstyled.
 */
function stylesheets() {
  return {
    name: "stylesheets",
    setup(build) {
      build.onLoad({ filter: /\.css$/ }, async (args) => {
        const css = await esbuild.build({
          entryPoints: [args.path],
          outdir,
          bundle: true,
          minify: true,
          entryNames: "island-[hash]",
          assetNames: "island-[hash]",
          loader: { ".png": "file", ".svg": "file" },
          metafile: true,
          logLevel: "warning",
        });
        const [file] = Object.keys(css.metafile.outputs).filter((output) => output.endsWith(".css"));
        const href = JSON.stringify(`./${path.basename(file)}`);
        return {
          loader: "js",
          contents: `const href = new URL(${href}, import.meta.url).href;
if (!document.querySelector(\`link[rel=stylesheet][href="\${href}"]\`)) {
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  await new Promise((done) => {
    link.onload = link.onerror = done;
    document.head.append(link);
  });
}`,
        };
      });
    },
  };
}

const outdir = "build/client/assets";
const ISLANDS_ENTRY = "app/islands/hydrate.tsx";
const PAGE_SCRIPT = "app/islands/page.ts";
const common = {
  outdir,
  bundle: true,
  format: "esm",
  // Modules' top-level await (a stylesheet waited for) came with these browsers' ES2022.
  target: "es2022",
  platform: "browser",
  minify: true,
  jsx: "automatic",
  metafile: true,
  plugins: [exactCase(), stylesheets()],
  define: {
    "process.env.NODE_ENV": '"production"',
    "import.meta.env.PROD": "true",
    "import.meta.env.DEV": "false",
    "import.meta.env.SSR": "false",
    "import.meta.env.VITE_WITHOUT_MECHANISMS": JSON.stringify(process.env.VITE_WITHOUT_MECHANISMS ?? ""),
  },
  logLevel: "warning",
};

/**
 * The address, under /assets/, of the file a build made for `source`: a module loaded with
 * import() is an entry of its own in esbuild's outputs too.
 */
function entryOf(result, source) {
  const entry = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint === source);
  if (!entry) throw new Error(`${source} was not built`);
  return path.basename(entry[0]);
}

// The islands' React code: an entry and the chunks it shares, loaded on first use.
const islands = await esbuild.build({
  ...common,
  entryPoints: { islands: ISLANDS_ENTRY },
  entryNames: "[name]-[hash]",
  chunkNames: "island-[hash]",
  splitting: true,
});

// The page script: one file, so that a page asks for one script; it finds the islands' entry
// beside itself.
const page = await esbuild.build({
  ...common,
  entryPoints: { page: PAGE_SCRIPT },
  entryNames: "[name]-[hash]",
  define: { ...common.define, __ISLANDS_ENTRY__: JSON.stringify(`./${entryOf(islands, ISLANDS_ENTRY)}`) },
});

// Beside the page script's address, the file each island's module starts from: what its first
// use loads can be read from the build (tests/integration/ssr.first-load.test.ts).
const modules = Object.fromEntries(
  Object.entries(islands.metafile.outputs)
    .filter(([, output]) => output.entryPoint)
    .map(([file, output]) => [output.entryPoint, `/assets/${path.basename(file)}`]),
);
writeFileSync(manifestFile, `${JSON.stringify({ src: `/assets/${entryOf(page, PAGE_SCRIPT)}`, modules })}\n`);
