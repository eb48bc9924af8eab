// `npm run data -- verify` without the network (decision 053): every offline check over the
// records of one or more data files. The command supplies what needs the disk or a library
// (state outlines, time zones, the tide database) as functions, so the checks stay pure.
import { parseCoordinates } from "./distance";
import type { LocationRecord } from "./schemas";
import { clockProblem } from "./verifyClock";
import { duplicatePairs, type Spot } from "./verifyDuplicates";
import { fieldProblems } from "./verifyFields";
import type { Finding } from "./verifyFindings";
import { type NearbyTideStation, type Outline, placeProblem, stationPointProblem } from "./verifyPlace";
import { type TemplateFigures, templatePairs } from "./verifyTemplates";
import { type ChosenStation, tideProblem } from "./verifyTides";

export type VerifyFile = { file: string; records: unknown[] };

export type VerifyEnvironment = {
  /** Today's date (YYYY-MM-DD): no check may be dated after it. */
  today: string;
  /** The state's outline, or undefined for a name that is no state. */
  outline(state: string): Outline | undefined;
  /** Every other state's outline, for a point offshore. */
  otherOutlines(state: string): readonly Outline[];
  zoneAt(latitude: number, longitude: number, state: string): string;
  /** The station the product would predict a tidal record's tides from. */
  tideStation(record: LocationRecord): Promise<ChosenStation>;
  /** The nearest tide station within a few hundred metres, if any. */
  tideStationAt(latitude: number, longitude: number): NearbyTideStation | null;
};

export type VerifiedRecord = { file: string; label: string; record: LocationRecord };
export type OfflineResult = {
  findings: Finding[];
  /** The records that passed the schema, for the online part. */
  records: VerifiedRecord[];
  templates: TemplateFigures;
};

const labelOf = (raw: unknown, index: number) => {
  const name = raw !== null && typeof raw === "object" ? (raw as { name?: unknown }).name : undefined;
  return typeof name === "string" && name.trim() ? name.trim() : `#${index + 1} (no name)`;
};

export async function verifyOffline(files: VerifyFile[], env: VerifyEnvironment): Promise<OfflineResult> {
  const findings: Finding[] = [];
  const records: VerifiedRecord[] = [];
  for (const { file, records: raws } of files) {
    for (const [index, raw] of raws.entries()) {
      const label = labelOf(raw, index);
      const add = (check: Finding["check"], message: string | null) => {
        if (message) findings.push({ file, name: label, check, message });
      };
      const { record, problems } = fieldProblems(raw, env.today);
      for (const problem of problems) add("fields", problem);
      if (!record) continue;
      records.push({ file, label, record });
      const point = parseCoordinates(record);
      if (!point) continue; // the schema has refused coordinates that are no position
      const outline = env.outline(record.state);
      add(
        "place",
        outline
          ? placeProblem(point, outline, record.state, env.otherOutlines(record.state))
          : `"${record.state}" is not a state`,
      );
      const station = env.tideStationAt(point.latitude, point.longitude);
      add("place", stationPointProblem(record.name, station, record.coordinatesSource));
      add("clock", clockProblem(record.timeZone, env.zoneAt(point.latitude, point.longitude, record.state)));
      if (record.tideInfo?.trim()) add("tides", tideProblem(await env.tideStation(record)));
    }
  }

  const spots: Spot[] = [];
  records.forEach(({ record }, id) => {
    const point = parseCoordinates(record);
    if (point) spots.push({ id, name: record.name, ...point });
  });
  for (const { a, b, distanceKm } of duplicatePairs(spots)) {
    const first = records[a.id];
    const second = records[b.id];
    if (!first || !second) continue;
    const where = second.file === first.file ? "" : ` (${second.file})`;
    findings.push({
      file: first.file,
      name: first.label,
      check: "duplicates",
      message: `shares its name with "${second.label}"${where}, ${Math.round(distanceKm * 1000)} m away`,
    });
  }

  const templates = templatePairs(
    records.map(({ record }, id) => ({ id, name: record.name, description: record.description })),
  );
  for (const { a, b, jaccard } of templates.pairs) {
    const first = records[a];
    const second = records[b];
    if (!first || !second) continue;
    const where = second.file === first.file ? "" : ` (${second.file})`;
    findings.push({
      file: first.file,
      name: first.label,
      check: "templates",
      message: `its description reads as that of "${second.label}"${where} with the names swapped (Jaccard ${jaccard.toFixed(2)})`,
    });
  }
  return { findings, records, templates };
}
