// The name of a spot's zone as anglers say it (docs/product.md "Time zones"), beside the clock
// itself (./zoneClock.ts): only the tide and tips screens and the alert e-mails name the zone, so
// the pages that read a clock without naming it (the home page) do not carry this.

// A zone's name is read as of a fixed recent date: names follow a zone's history (Anchorage was
// not on Alaska time in 1970), and a fixed date gives the server and the browser the same words.
const NAMED_AT = new Date(Date.UTC(2026, 0, 1));

// Remembered per zone; a process meets a handful of zones, and the memo is safe to lose.
const names = new Map<string, string>();
const NAME_MEMO_LIMIT = 64;

/**
 * The zone as anglers name it: "Pacific time", "Mountain time", "Central time". From Intl's
 * generic long name ("Mountain Time"; "Mountain Standard Time" for Arizona, which keeps no
 * daylight saving), in the product's lower case; a zone without a name keeps its IANA name.
 */
export function zoneName(timeZone: string): string {
  let name = names.get(timeZone);
  if (name === undefined) {
    const named = nameOf(timeZone, "longGeneric") ?? nameOf(timeZone, "long") ?? "";
    name = / Time$/.test(named) ? named.replace(/( Standard| Daylight)? Time$/, " time") : timeZone;
    if (names.size >= NAME_MEMO_LIMIT) names.clear();
    names.set(timeZone, name);
  }
  return name;
}

// Browsers older than `longGeneric` (Safari before 15.4) refuse it: the long name ("Pacific
// Standard Time", read in January) gives the same words once "Standard" is dropped.
function nameOf(timeZone: string, style: "longGeneric" | "long"): string | undefined {
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: style })
      .formatToParts(NAMED_AT)
      .find((p) => p.type === "timeZoneName")?.value;
  } catch {
    return undefined;
  }
}
