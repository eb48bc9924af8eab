// How to take a photo that measures well. A photo is an estimate: the reference only gives the
// right scale for things lying flat beside it, at the same distance from the camera.
const TIPS = [
  "Lay the reference object flat right beside the fish, not on top of it or farther back.",
  "Shoot straight down from above with both in the middle of the frame; from an angle, whatever is farther away looks shorter.",
  "Step back a little rather than getting close: wide-angle lenses stretch things near the edges.",
  "Mark the two ends of the reference's long side, then the fish from the tip of the snout to the end of the tail (to the fork, for a fork length). For a crab, mark the two sides of the shell.",
  "A photo gives an estimate. Measure a fish close to the limit on a measuring board before you keep it.",
] as const;

export function MeasuringTips({ headingId }: { headingId: string }) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold">
        For a good measurement
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-muted-foreground">
        {TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}
