// npm run suggestions -- list | approve ID --region REGION --lat LAT --lon LON

import { approveSuggestion, findSuggestions } from "#server/services/locations";
import { OREGON_REGIONS } from "../core/dataset";
import { announceDataChange, withDatabase } from "./cli";
import { fail, readCommandLine } from "./commandLine";

const usage = `Usage: npm run suggestions -- <command>

  list                                              every suggestion, newest first
  approve ID --region REGION --lat LAT --lon LON    turn a pending suggestion into a location
                                                    (the form does not ask for region or
                                                    coordinates; look them up first)

Regions: ${OREGON_REGIONS.join(", ")}`;

const { values: f, positionals } = readCommandLine(
  {
    options: { region: { type: "string" }, lat: { type: "string" }, lon: { type: "string" } },
    allowPositionals: true,
  },
  usage,
);
const [command, id, ...extra] = positionals;
if (extra.length > 0) fail(`Unexpected argument '${extra[0]}'.\n\n${usage}`);

if (command === "list") {
  if (Object.keys(f).length > 0) fail(`list takes no options.\n\n${usage}`);
  const suggestions = await withDatabase((h) => findSuggestions(h.db));
  if (suggestions.length === 0) console.log("No suggestions yet.");
  for (const s of suggestions) {
    console.log(`#${s.id} [${s.status}] ${s.name} (${s.submitted})`);
    console.log(`    ${s.description}`);
    console.log(`    fish: ${s.fishTypes?.join(", ") || "-"}; facilities: ${s.facilities ?? "-"}`);
    console.log(`    from ${s.contactName} <${s.contactEmail}>`);
  }
} else if (command === "approve" && id && /^\d+$/.test(id)) {
  if (!f.region || !f.lat || !f.lon) fail(usage);
  if (!(OREGON_REGIONS as readonly string[]).includes(f.region))
    fail(`Unknown region "${f.region}".\n\n${usage}`);
  try {
    const location = await withDatabase(async (h) => {
      const approved = await approveSuggestion(h.db, {
        id: Number(id),
        region: f.region as string,
        latitude: f.lat as string,
        longitude: f.lon as string,
      });
      await announceDataChange(h);
      return approved;
    });
    console.log(`Suggestion #${id} approved: location #${location.id} "${location.name}"`);
  } catch (error) {
    fail((error as Error).message);
  }
} else {
  fail(usage);
}
