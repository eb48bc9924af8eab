// One way to ask a source outside our machine for JSON (decision 031): a time-out, a User-Agent
// that names the product and a contact, and every failure as a reason, never a throw.

export type Fetched = { ok: true; json: unknown } | { ok: false; reason: string };

/** About 3 s: a page or an alert tick never waits longer on a source. */
export const SOURCE_TIMEOUT_MS = 3000;

/** NWS asks every client to name itself and a way to reach its operator; USGS welcomes the same. */
export function sourceUserAgent(contact: { publicUrl?: string; contactEmail?: string }): string {
  const reach = [contact.publicUrl, contact.contactEmail].filter(Boolean).join(", ");
  return reach ? `FishSpots (${reach})` : "FishSpots";
}

const isTimeout = (error: unknown) => (error as { name?: unknown } | null)?.name === "TimeoutError";

export async function fetchJson(
  url: string,
  options: { headers: Record<string, string>; timeoutMs?: number; fetch?: typeof fetch },
): Promise<Fetched> {
  const fetchImpl = options.fetch ?? fetch;
  // One deadline for the whole answer, body included: a source that trickles is as slow as one
  // that never answers.
  const signal = AbortSignal.timeout(options.timeoutMs ?? SOURCE_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetchImpl(url, { headers: options.headers, signal });
  } catch (error) {
    return { ok: false, reason: isTimeout(error) ? "timeout" : `network error: ${String(error)}` };
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    return { ok: false, reason: `HTTP ${response.status}` };
  }
  try {
    return { ok: true, json: await response.json() };
  } catch (error) {
    return { ok: false, reason: isTimeout(error) ? "timeout" : "malformed JSON" };
  }
}
