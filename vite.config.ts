import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The operator console's own modules (its routes and components), kept in a chunk of their own
// (decision 023): merged as small chunks, they rode along in a chunk every visitor page loads.
const CONSOLE_MODULE = /\/app\/(routes\/admin|components\/console)\//;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    rollupOptions: {
      output: {
        // Decision 023: small side-effect-free chunks are merged into the chunks that load them,
        // fewer files for a page to fetch.
        experimentalMinChunkSize: 60_000,
        // Only the console's modules themselves: what they import stays in the shared chunks.
        manualChunks: (id) => (CONSOLE_MODULE.test(id) ? "console" : undefined),
        onlyExplicitManualChunks: true,
      },
    },
  },
});
