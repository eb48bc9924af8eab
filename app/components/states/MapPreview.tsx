import { Map as MapIcon } from "lucide-react";
import { Link } from "react-router";
import { HomeSection } from "#app/components/home/HomeSection";
import { withStateParam } from "#core/stateAddress";
import type { MapPreviewData } from "./mapPreview.server";

// A state's outline with its spots as dots (Web Mercator, as the map's tiles): where the
// directory's spots lie at a glance, drawn on the server, no tiles and no script.

export function MapPreview({
  state,
  preview,
  spotCount,
}: {
  state: string;
  preview: MapPreviewData;
  spotCount: number | null;
}) {
  const { width, height, outline, dots } = preview;
  const mapPath = withStateParam("/map", state);
  const label =
    spotCount === null
      ? `${state}'s spots on a map`
      : `${spotCount.toLocaleString("en-US")} ${state} ${spotCount === 1 ? "spot" : "spots"} on a map`;
  return (
    <HomeSection
      id="map-preview"
      headingId="map-preview-heading"
      title={`${state} on the map`}
      lead="Each dot is a spot or a group of nearby spots; larger dots gather more of them."
      action={
        <Link
          to={mapPath}
          className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
        >
          <MapIcon className="size-4" aria-hidden />
          {`Open the ${state} map`}
        </Link>
      }
    >
      <Link
        to={mapPath}
        className="block overflow-hidden rounded-xl border bg-sky-50 shadow-sm dark:bg-sky-950/40"
      >
        <svg
          viewBox={`-8 -8 ${width + 16} ${height + 16}`}
          role="img"
          aria-label={label}
          className="mx-auto block h-auto max-h-[28rem] w-full"
        >
          <path
            d={outline}
            className="fill-card stroke-primary/40"
            strokeWidth={1.5}
            strokeLinejoin="round"
          />
          {dots.map((dot) => (
            <circle
              key={`${dot.x},${dot.y}`}
              cx={dot.x}
              cy={dot.y}
              r={(5 + 3 * Math.sqrt(dot.count - 1)).toFixed(1)}
              className="fill-primary/75 stroke-white dark:stroke-sky-950"
              strokeWidth={1.5}
            />
          ))}
        </svg>
      </Link>
    </HomeSection>
  );
}
