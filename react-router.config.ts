import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  // Every route is known from the first page, so links and tabs never ask the server which
  // route an address is: they work offline (decision 014). The whole route list is small.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
