import type { Finding } from "#core/verifyFindings";
import { type GaugeAnswer, gaugeProblems } from "#core/verifyGauges";
import type { VerifiedRecord } from "#core/verifyRecords";
import type { WaterDataClient } from "#server/sources/waterData";

// The online part of `npm run data -- verify --online`: each gauge the records name, asked of the
// USGS Water Data API through the product's own client (its User-Agent, key and time-out).
// Only an answer judges a gauge. No answer at all (no network, USGS down) skips the part; a gauge
// whose questions went unanswered is listed as not checked. Neither is a problem of the data.

export type GaugesResult =
  | { skipped: string }
  | { skipped: null; findings: Finding[]; checked: number; unchecked: string[] };

const PARALLEL = 4;

type Asked = { ok: true; answer: GaugeAnswer } | { ok: false; reason: string };

async function ask(client: WaterDataClient, site: string): Promise<Asked> {
  const named = await client.siteName(site);
  if (!named.ok) {
    // The API answers an unknown monitoring location with 404: that is an answer.
    return named.reason === "HTTP 404" ? { ok: true, answer: { found: false } } : named;
  }
  const catalog = await client.seriesCatalog(site);
  if (!catalog.ok) return catalog;
  return { ok: true, answer: { found: true, name: named.value, series: catalog.value } };
}

export async function verifyGaugesOnline(
  records: VerifiedRecord[],
  client: WaterDataClient,
  now: number,
): Promise<GaugesResult> {
  const bySite = new Map<string, VerifiedRecord[]>();
  for (const entry of records) {
    const site = entry.record.usgsSite;
    if (site) bySite.set(site, [...(bySite.get(site) ?? []), entry]);
  }
  const sites = [...bySite.keys()];
  const answers = new Map<string, GaugeAnswer>();
  const unchecked: string[] = [];
  const keep = (site: string, asked: Asked) => {
    if (asked.ok) answers.set(site, asked.answer);
    else unchecked.push(`${site} (${asked.reason})`);
  };
  // The first gauge alone: if USGS cannot be reached, say so once rather than once a gauge.
  const [first, ...rest] = sites;
  if (first !== undefined) {
    const firstAsked = await ask(client, first);
    if (!firstAsked.ok) return { skipped: `USGS did not answer (${firstAsked.reason})` };
    keep(first, firstAsked);
  }
  for (let i = 0; i < rest.length; i += PARALLEL) {
    const batch = rest.slice(i, i + PARALLEL);
    const asked = await Promise.all(batch.map((site) => ask(client, site)));
    batch.forEach((site, j) => {
      keep(site, asked[j] as Asked);
    });
  }
  // In the records' order, as the offline findings are.
  const findings: Finding[] = [];
  for (const { file, label, record } of records) {
    const answer = record.usgsSite ? answers.get(record.usgsSite) : undefined;
    if (!record.usgsSite || !answer) continue;
    for (const message of gaugeProblems(record.usgsSite, record.usgsSiteName, answer, now))
      findings.push({ file, name: label, check: "gauges", message });
  }
  return { skipped: null, findings, checked: answers.size, unchecked };
}
