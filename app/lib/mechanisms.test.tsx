import { QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "#app/lib/api";
import type { Location } from "#app/lib/locationTypes";
import { makeLocation } from "#tests/support/factories";

// The switches the bench builds with (core/mechanisms.ts): a build names what it leaves out.
async function buildWithout(mechanisms: string) {
  vi.stubEnv("VITE_WITHOUT_MECHANISMS", mechanisms);
  vi.resetModules();
  return {
    ...(await import("./mechanisms")),
    ...(await import("#app/components/home/HomeSection")),
    ...(await import("#app/components/layout/Section")),
    ...(await import("#app/components/home/DirectoryCards")),
  };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

function sectionHtml(
  HomeSection: (props: { id: string; headingId: string; title: string; children: string }) => React.ReactNode,
) {
  return renderToString(
    <HomeSection id="s" headingId="h" title="T">
      x
    </HomeSection>,
  );
}

type SectionProps = { id: string; title: string; onFirstScreen?: boolean; children: string };

function contentSectionHtml(Section: (props: SectionProps) => React.ReactNode, onFirstScreen = false) {
  return renderToString(
    <Section id="s" title="T" onFirstScreen={onFirstScreen}>
      x
    </Section>,
  );
}

type DirectoryCardsProps = { locations: Location[]; label: string; initialCount: number };

/** The home directory's panel of cards. */
function panelHtml(DirectoryCards: (props: DirectoryCardsProps) => React.ReactNode) {
  const locations = [{ ...makeLocation({ name: "Tillamook Bay", facilities: null }), id: 1 }] as Location[];
  return renderToString(
    <MemoryRouter>
      <QueryClientProvider client={createQueryClient()}>
        <DirectoryCards locations={locations} label="Cards" initialCount={1} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe("performance mechanisms a build can leave out", () => {
  it("are all in a build that names none", async () => {
    const { uses, HomeSection } = await buildWithout("");
    expect(uses("scriptsAfterFirstPaint")).toBe(true);
    expect(uses("contentVisibility")).toBe(true);
    expect(sectionHtml(HomeSection)).toContain("[content-visibility:auto]");
  });

  it("lay out a content page's sections when near, but those on the first screen at once", async () => {
    const { Section } = await buildWithout("");
    expect(contentSectionHtml(Section)).toContain("[content-visibility:auto]");
    expect(contentSectionHtml(Section, true)).not.toContain("content-visibility");
  });

  it("lay out the home directory's panel of cards when near, held at the panel's height", async () => {
    const { DirectoryCards } = await buildWithout("");
    expect(panelHtml(DirectoryCards)).toContain(
      "[content-visibility:auto] [contain-intrinsic-size:auto_min(58rem,80vh)]",
    );
  });

  it("leave out only what the build names", async () => {
    const { uses, HomeSection, Section, DirectoryCards } = await buildWithout("contentVisibility");
    expect(panelHtml(DirectoryCards)).not.toContain("content-visibility");
    expect(uses("contentVisibility")).toBe(false);
    expect(uses("scriptsAfterFirstPaint")).toBe(true);
    expect(sectionHtml(HomeSection)).not.toContain("content-visibility");
    expect(contentSectionHtml(Section)).not.toContain("content-visibility");
  });
});
