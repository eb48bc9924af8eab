const OREGON_TIME = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Los_Angeles",
  dateStyle: "medium",
  timeStyle: "short",
});

/** A moment as the console shows it: Oregon time, the same on the server and in the browser. */
export function consoleTime(value: string | Date): string {
  return OREGON_TIME.format(new Date(value));
}
