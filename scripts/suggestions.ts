// npm run suggestions -- list | approve ID [--state STATE] --region REGION --lat LAT --lon LON

import { approveSuggestion, findSuggestions } from "#server/services/locations";
import { CURATED_STATES, curatedState } from "../core/curatedStates";
import { announceDataChange, withDatabase } from "./cli";
import { fail, readCommandLine } from "./commandLine";

const usage = `Usage: npm run suggestions -- <command>

  list                                              every suggestion, newest first
  approve ID [--state STATE] --region REGION --lat LAT --lon LON
                                                    turn a pending suggestion into a location
                                                    (the form does not ask for state, region or
                                                    coordinates; look them up first); the state
                                                    is Oregon unless given

Regions:
${CURATED_STATES.map(({ state, regions }) => `  ${state}: ${regions.join(", ")}`).join("\n")}`;

const { values: f, positionals } = readCommandLine(
  {
    options: {
      state: { type: "string" },
      region: { type: "string" },
      lat: { type: "string" },
      lon: { type: "string" },
    },
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
  const state = f.state ?? "Oregon";
  const curated = curatedState(state);
  if (!curated) fail(`We do not curate "${state}".\n\n${usage}`);
  if (!curated?.regions.includes(f.region)) fail(`Unknown region "${f.region}" for ${state}.\n\n${usage}`);
  try {
    const location = await withDatabase(async (h) => {
      const approved = await approveSuggestion(h.db, {
        id: Number(id),
        state,
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
