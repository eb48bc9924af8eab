import { useQuery } from "@tanstack/react-query";
import { RegulationsReminder } from "#app/components/species/RegulationsReminder";
import { formatCreatedAt } from "#core/dates";
import type { SpeciesTips, TeamNote, TipsAnswer } from "#core/spotTips";
import { TipsLoading } from "./TipsLoading";

// docs/product.md "Fishing tips tab": the team's note on the spot first, when it has one; then
// each fish the spot holds, in season this month first, with how and where it is fished on this
// kind of water, when it bites told against today's tide or flow, and the state agency's
// regulations. Plain markup: the page's loader sends the content when the address opens this
// tab; opened from another tab, it is read from the API. Its code loads only when the tab is
// opened (decision 023).

export const TIPS_FAILED =
  "The fishing tips could not be loaded. Check your connection and open the tab again.";

export const TEAM_NOTE_MARK = "From our team";

export function tipsUrl(locationId: number): string {
  return `/api/locations/${locationId}/tips`;
}

/** The team's own word on the spot, told apart from the tips written per fish and water. */
function TeamNoteCard({ note }: { note: TeamNote }) {
  return (
    <aside aria-labelledby="tips-team-note" className="rounded-lg border border-primary/30 bg-secondary p-5">
      <h3 id="tips-team-note" className="text-sm font-semibold text-primary">
        {TEAM_NOTE_MARK}
      </h3>
      {/* Plain text: its line breaks are the team's paragraphs. */}
      <p className="mt-2 whitespace-pre-line leading-relaxed">{note.text}</p>
      <p className="mt-2 text-xs text-muted-foreground">{`Updated ${formatCreatedAt(note.updatedAt)}.`}</p>
    </aside>
  );
}

function SpeciesCard({
  fish,
  agencyShort,
  regulationsUrl,
}: {
  fish: SpeciesTips;
  agencyShort: string;
  regulationsUrl: string;
}) {
  const headingId = `tips-${fish.fishType}-${fish.water}`;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border p-5" data-fish={fish.fishType}>
      <h4 id={headingId} className="text-lg font-semibold">
        {fish.name} <span className="text-sm font-normal text-muted-foreground">· {fish.waterName}</span>
      </h4>
      <dl className="mt-3 grid gap-3 text-sm leading-relaxed">
        <div>
          <dt className="font-medium">How to fish it</dt>
          <dd className="text-muted-foreground">{fish.method}</dd>
        </div>
        <div>
          <dt className="font-medium">Where they hold</dt>
          <dd className="text-muted-foreground">{fish.where}</dd>
        </div>
        {fish.when.tide && (
          <div>
            <dt className="font-medium">Tide</dt>
            <dd className="text-muted-foreground">{fish.when.tide}</dd>
          </div>
        )}
        {fish.when.flow && (
          <div>
            <dt className="font-medium">River flow</dt>
            <dd className="text-muted-foreground">{fish.when.flow}</dd>
          </div>
        )}
        <div>
          <dt className="font-medium">Time of day</dt>
          <dd className="text-muted-foreground">{fish.when.timeOfDay}</dd>
        </div>
      </dl>
      <div className="mt-4">
        <RegulationsReminder name={fish.name} agencyShort={agencyShort} regulationsUrl={regulationsUrl} />
      </div>
    </article>
  );
}

function SpeciesGroup({
  id,
  title,
  lead,
  species,
  ...links
}: {
  id: string;
  title: string;
  lead?: string;
  species: SpeciesTips[];
  agencyShort: string;
  regulationsUrl: string;
}) {
  if (species.length === 0) return null;
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <div>
        <h3 id={id} className="text-xl font-semibold">
          {title}
        </h3>
        {lead && <p className="mt-1 text-sm text-muted-foreground">{lead}</p>}
      </div>
      {species.map((fish) => (
        <SpeciesCard key={`${fish.fishType}-${fish.water}`} fish={fish} {...links} />
      ))}
    </section>
  );
}

export default function FishingTipsTab({
  locationId,
  initial,
  agencyShort,
  regulationsUrl,
}: {
  locationId: number;
  /** The loader's answer when the address opened this tab. */
  initial?: TipsAnswer | null;
  agencyShort: string;
  regulationsUrl: string;
}) {
  const { data, isError } = useQuery<TipsAnswer>({
    queryKey: [tipsUrl(locationId)],
    initialData: initial ?? undefined,
  });
  const links = { agencyShort, regulationsUrl };
  return (
    <section aria-labelledby="fishing-tips-heading" className="grid gap-6">
      <div>
        <h2 id="fishing-tips-heading" className="text-2xl font-bold tracking-tight">
          Fishing Tips
        </h2>
        <p className="mt-1 max-w-3xl text-muted-foreground">
          How each fish here is caught on this kind of water, where it holds and when it bites, with today's
          conditions at the spot.
        </p>
      </div>
      {data?.note && <TeamNoteCard note={data.note} />}
      {data ? (
        data.species.length === 0 ? (
          <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
            No tips for this spot's fish yet.
          </p>
        ) : (
          <>
            <SpeciesGroup
              id="tips-in-season"
              title={`In season in ${data.month}`}
              lead={`Best seasons here: ${data.bestSeasons}.`}
              species={data.species.filter((fish) => fish.inSeason)}
              {...links}
            />
            <SpeciesGroup
              id="tips-out-of-season"
              title={`Out of season in ${data.month}`}
              lead={`Best seasons here: ${data.bestSeasons}. The tips hold for when the season comes round.`}
              species={data.species.filter((fish) => !fish.inSeason)}
              {...links}
            />
          </>
        )
      ) : isError ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground" role="status">
          {TIPS_FAILED}
        </p>
      ) : (
        <TipsLoading />
      )}
    </section>
  );
}
