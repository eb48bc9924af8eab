import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

// The switches the bench builds with (core/mechanisms.ts): a build names what it leaves out.
async function buildWithout(mechanisms: string) {
  vi.stubEnv("VITE_WITHOUT_MECHANISMS", mechanisms);
  vi.resetModules();
  return {
    ...(await import("./mechanisms")),
    ...(await import("#app/components/home/HomeSection")),
    ...(await import("#app/components/layout/Section")),
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

  it("leave out only what the build names", async () => {
    const { uses, HomeSection, Section } = await buildWithout("contentVisibility");
    expect(uses("contentVisibility")).toBe(false);
    expect(uses("scriptsAfterFirstPaint")).toBe(true);
    expect(sectionHtml(HomeSection)).not.toContain("content-visibility");
    expect(contentSectionHtml(Section)).not.toContain("content-visibility");
  });
});
