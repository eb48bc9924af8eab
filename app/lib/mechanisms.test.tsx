import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

// The switches the bench builds with (core/mechanisms.ts): a build names what it leaves out.
async function buildWithout(mechanisms: string) {
  vi.stubEnv("VITE_WITHOUT_MECHANISMS", mechanisms);
  vi.resetModules();
  return {
    ...(await import("./mechanisms")),
    ...(await import("./HydrateLater")),
    ...(await import("#app/components/home/HomeSection")),
    ...(await import("#app/components/layout/Footer")),
  };
}

async function footerHtml(Footer: () => React.ReactNode) {
  return renderToString(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
}

const SUSPENSE_BOUNDARY = "<!--$-->";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("performance mechanisms a build can leave out", () => {
  it("are all in a build that names none", async () => {
    const { uses, HydrateLater, HomeSection, Footer } = await buildWithout("");
    expect(uses("scriptsAfterFirstPaint")).toBe(true);
    expect(uses("gradualMapStart")).toBe(true);
    expect(renderToString(<HydrateLater>text</HydrateLater>)).toContain(SUSPENSE_BOUNDARY);
    const section = renderToString(
      <HomeSection id="s" headingId="h" title="T">
        x
      </HomeSection>,
    );
    expect(section).toContain("[content-visibility:auto]");
    expect(await footerHtml(Footer)).toContain("[content-visibility:auto]");
  });

  it("leave out only what the build names", async () => {
    const { uses, HydrateLater, HomeSection, Footer } = await buildWithout(
      "hydrateInParts,contentVisibility",
    );
    expect(uses("hydrateInParts")).toBe(false);
    expect(uses("contentVisibility")).toBe(false);
    expect(uses("scriptsAfterFirstPaint")).toBe(true);
    expect(renderToString(<HydrateLater>text</HydrateLater>)).toBe("text");
    const section = renderToString(
      <HomeSection id="s" headingId="h" title="T">
        x
      </HomeSection>,
    );
    expect(section).not.toContain("content-visibility");
    // The footer's own switch is not named: it keeps skipping layout.
    expect(await footerHtml(Footer)).toContain("[content-visibility:auto]");
  });

  it("leave the footer laid out at once in a build without its content-visibility", async () => {
    const { Footer } = await buildWithout("footerContentVisibility");
    expect(await footerHtml(Footer)).not.toContain("content-visibility");
  });
});
