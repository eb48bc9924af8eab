// Bundles the server entry points (the web process, the alert worker, and the process that makes
// a new embedded database for the web process) into build/app-server/.
// Dependencies stay in node_modules; only our TypeScript is compiled.
import { build } from "esbuild";

await build({
  entryPoints: {
    main: "server/main.ts",
    web: "server/web.ts",
    worker: "server/worker.ts",
    prepare: "server/prepare.ts",
  },
  outdir: "build/app-server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
