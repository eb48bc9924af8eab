// The performance mechanisms that bend React, React Router or Leaflet. Each is in every build
// unless VITE_WITHOUT_MECHANISMS names it at build time (app/lib/mechanisms.ts): `npm run bench`
// builds the site without each in turn and measures the pages with and without it
// (scripts/bench/mechanisms.ts), so each keeps its place only while it gains.

export const MECHANISMS = {
  scriptsAfterFirstPaint: "module scripts start after the first paint (scriptsAfterFirstPaint.server.ts)",
  islands:
    "pages that ask for it are server HTML with a small page script, React only in islands (app/islands/)",
  contentVisibility: "sections below the first screen skip layout until near (app/lib/belowTheFold.ts)",
} as const;

export type Mechanism = keyof typeof MECHANISMS;
