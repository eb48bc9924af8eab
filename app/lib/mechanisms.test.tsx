import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

// The switches the bench builds with (core/mechanisms.ts): a build names what it leaves out.
async function buildWithout(mechanisms: string) {
  vi.stubEnv("VITE_WITHOUT_MECHANISMS", mechanisms);
  vi.resetModules();
  return {
    ...(await import("./mechanisms")),
    ...(await import("#app/components/home/HomeSection")),
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

describe("performance mechanisms a build can leave out", () => {
  it("are all in a build that names none", async () => {
    const { uses, HomeSection } = await buildWithout("");
    expect(uses("scriptsAfterFirstPaint")).toBe(true);
    expect(uses("contentVisibility")).toBe(true);
    expect(sectionHtml(HomeSection)).toContain("[content-visibility:auto]");
  });

  it("leave out only what the build names", async () => {
    const { uses, HomeSection } = await buildWithout("contentVisibility");
    expect(uses("contentVisibility")).toBe(false);
    expect(uses("scriptsAfterFirstPaint")).toBe(true);
    expect(sectionHtml(HomeSection)).not.toContain("content-visibility");
  });
});
