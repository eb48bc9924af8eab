import { CatchMeasure } from "#app/components/ar-tools/CatchMeasure";
import { MinimumLengthTable } from "#app/components/ar-tools/MinimumLengthTable";
import { Island } from "#app/components/layout/Island";
import { PageHeader } from "#app/components/layout/PageHeader";
import { useDocumentMode } from "#app/lib/documentMode";
import { breadcrumbs, pageMeta } from "#app/lib/seo";
import type { Route } from "./+types/ar-tools";

// /ar-tools, linked from the footer as AR Tool Recognition, is docs/product.md "Measure your catch"
// (decision 012). The server renders the whole page; the measuring tool works once hydrated.
const TRAIL = [{ name: "Measure Your Catch", path: "/ar-tools" }] as const;

const AR_TOOLS_TITLE = "Measure Your Catch - Fish Spots";
const DESCRIPTION =
  "Measure a fish from a photo: mark a dollar bill or credit card lying beside it, then the fish, and compare its length with common Oregon minimum lengths. Your photo never leaves your device.";

// Server HTML with the page script; the measuring tool is an island, started on first use
// (decision 045).
export const handle = { islands: true };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: AR_TOOLS_TITLE,
    description: DESCRIPTION,
    path: "/ar-tools",
    matches,
    jsonLd: [breadcrumbs(matches, [...TRAIL])],
  });
}

export default function ArTools() {
  const islands = useDocumentMode() === "islands";
  return (
    <>
      <PageHeader
        trail={TRAIL}
        title="Measure Your Catch"
        lead="Photograph your fish with a dollar bill or a credit card beside it, mark both ends of each, and read the length in inches and centimetres."
      />
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-10">
        {islands ? (
          <Island name="catchMeasure" component={CatchMeasure} props={{ startsOnUse: true }} />
        ) : (
          <CatchMeasure />
        )}
        <MinimumLengthTable />
      </div>
    </>
  );
}
