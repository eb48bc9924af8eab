// The web process's entry (npm start, npm run dev): V8's heap settings first, then the server
// (web.ts). A module's static imports are all loaded before its own code runs, and loading the
// server's grows the young generation past the size the settings keep (heapFlags.ts), so the
// server is imported only once they hold.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { setWebProcessHeapFlags } from "./heapFlags";

setWebProcessHeapFlags();
// web.js beside the built entry, web.ts beside the source one.
await import(new URL(`./web${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url).href);
