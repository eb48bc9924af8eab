// docs/product.md "Date display": Invalid date, Unknown date, and recently for a missing creation time.

// The product is about Oregon, so dates are shown on the Pacific calendar, e.g. "March 5, 2026".
const PACIFIC_DATE = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Los_Angeles",
  month: "long",
  day: "numeric",
  year: "numeric",
});

// A date-only value ("2026-03-05", e.g. a visit date) is a calendar day, not an instant: read as
// UTC midnight it would show the day before in Oregon, so it is formatted as written.
const CALENDAR_DAY = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  month: "long",
  day: "numeric",
  year: "numeric",
});

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function isMissing(value: string | Date | null | undefined): value is null | undefined {
  return value == null || (typeof value === "string" && value.trim() === "");
}

// Formats a present value, or returns null when it cannot be read as a date.
function formatPresent(value: string | Date): string | null {
  if (typeof value === "string") {
    const day = DATE_ONLY.exec(value.trim());
    if (day) {
      const [, y, m, d] = day.map(Number) as [number, number, number, number];
      const utc = new Date(Date.UTC(y, m - 1, d));
      // Reject overflowing days such as 2026-02-30 rather than rolling into March.
      if (utc.getUTCFullYear() !== y || utc.getUTCMonth() !== m - 1 || utc.getUTCDate() !== d) return null;
      return CALENDAR_DAY.format(utc);
    }
  }
  const date = typeof value === "string" ? new Date(value.trim()) : value;
  if (Number.isNaN(date.getTime())) return null;
  return PACIFIC_DATE.format(date);
}

// A missing date shows "Unknown date"; one that cannot be read shows "Invalid date".
export function formatReviewDate(value: string | Date | null | undefined): string {
  if (isMissing(value)) return "Unknown date";
  return formatPresent(value) ?? "Invalid date";
}

// A missing creation time shows "recently"; unreadable still shows "Invalid date".
export function formatCreatedAt(value: string | Date | null | undefined): string {
  if (isMissing(value)) return "recently";
  return formatPresent(value) ?? "Invalid date";
}
