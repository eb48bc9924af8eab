import { index, type RouteConfig, route } from "@react-router/dev/routes";

// docs/product.md "Route table".
export default [
  index("routes/home.tsx"),
  // docs/product.md "State addresses": a state's home and its regions' pages.
  route("states/:slug", "routes/state-home.tsx"),
  route("states/:slug/:region", "routes/state-region.tsx"),
  route("search-results", "routes/search-results.tsx"),
  route("locations/search/:query", "routes/search-query.tsx"),
  route("locations/:id", "routes/location.tsx"),
  route("fish/:slug", "routes/fish.tsx"),
  route("map", "routes/map.tsx"),
  // docs/product.md "Near me": the spots nearest a place, across states (never indexed).
  route("near", "routes/near.tsx"),
  route("tide-info", "routes/tide-info.tsx"),
  route("contact", "routes/contact.tsx"),
  route("ar-tools", "routes/ar-tools.tsx"),
  // docs/product.md "Alert link pages", decision 015: the pages alert e-mails link to (private,
  // never indexed).
  route("alerts/confirm", "routes/alert-confirm.tsx"),
  route("alerts/:id", "routes/alert-manage.tsx"),
  route("alerts/:id/unsubscribe", "routes/alert-unsubscribe.tsx"),
  // docs/product.md "Local guides": the application, and the pages guides' e-mails link to
  // (private, never indexed).
  route("guides/apply", "routes/guides-apply.tsx"),
  route("guides/confirm", "routes/guides-confirm.tsx"),
  route("guides/manage", "routes/guides-manage.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("sitemaps/:file", "routes/sitemap-file.ts"),
  route("robots.txt", "routes/robots.ts"),
  // Decision 014: the service worker's page for places not saved on this device.
  route("offline", "routes/offline.tsx"),
  // docs/product.md "Operator console", decision 032: 404 unless OPERATOR_EMAILS names someone.
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/sign-in", "routes/admin/sign-in.tsx"),
  route("admin/sign-out", "routes/admin/sign-out.tsx"),
  route("admin", "routes/admin/layout.tsx", { id: "admin-console" }, [
    index("routes/admin/moderation.tsx"),
    route("locations", "routes/admin/locations.tsx"),
    route("locations/new", "routes/admin/location-new.tsx"),
    route("locations/:id", "routes/admin/location-edit.tsx"),
    route("suggestions", "routes/admin/suggestions.tsx"),
    route("reports", "routes/admin/problem-reports.tsx"),
    route("guides", "routes/admin/guides.tsx"),
    route("guides/:id", "routes/admin/guide-edit.tsx"),
    route("alerts", "routes/admin/alerts.tsx"),
    route("audit", "routes/admin/audit.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
