// The chart's key in words, so no mark depends on its colour alone.
export function ChartLegend({ minusZone, now }: { minusZone: boolean; now: boolean }) {
  return (
    <ul aria-label="Chart key" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="inline-block h-3 w-4 rounded-sm border bg-night" />
        Night
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="inline-block h-3 w-4 rounded-sm border bg-twilight" />
        Twilight (first and last light)
      </li>
      {minusZone && (
        <li className="flex items-center gap-1.5">
          <span
            aria-hidden
            className="inline-block h-3 w-4 rounded-sm border border-accent bg-[repeating-linear-gradient(45deg,var(--color-accent)_0_2px,transparent_2px_5px)] opacity-70"
          />
          Minus tide zone (below 0.0 ft MLLW)
        </li>
      )}
      {now && (
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="inline-block h-3 w-0 border-l-2 border-dashed border-accent" />
          Now
        </li>
      )}
    </ul>
  );
}
