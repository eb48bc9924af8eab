import { type ComponentType, createElement, Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { onDemand, useOnDemandPopup } from "./onDemand";

function Greeting({ name }: { name: string }) {
  return createElement("p", null, `Hello ${name}`);
}

function render(Component: ComponentType<{ name: string }>) {
  return renderToString(
    createElement(Suspense, { fallback: "loading" }, createElement(Component, { name: "map" })),
  );
}

describe("onDemand", () => {
  it("does not download before it is asked to", () => {
    let downloads = 0;
    onDemand(async () => {
      downloads += 1;
      return { default: Greeting };
    });
    expect(downloads).toBe(0);
  });

  it("renders at once, without suspending, once the preloaded code has arrived", async () => {
    let downloads = 0;
    const lazyGreeting = onDemand(async () => {
      downloads += 1;
      return { default: Greeting };
    });
    lazyGreeting.preload();
    lazyGreeting.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const html = render(lazyGreeting.Component);
    expect(html).toContain("<p>Hello map</p>");
    expect(html).not.toContain("loading");
    expect(downloads).toBe(1);
  });

  it("suspends like React.lazy while the code is still on its way", () => {
    const lazyGreeting = onDemand<ComponentType<{ name: string }>>(() => new Promise(() => {}));
    expect(render(lazyGreeting.Component)).toContain("loading");
  });

  it("leaves a failed preload for the error boundary where it renders, not as an unhandled rejection", async () => {
    const lazyGreeting = onDemand<ComponentType<{ name: string }>>(() =>
      Promise.reject(new Error("offline")),
    );
    lazyGreeting.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(render(lazyGreeting.Component)).toContain("loading");
  });

  it("tries a failed download again on the next load (the visitor was offline a moment)", async () => {
    let attempts = 0;
    const lazyGreeting = onDemand(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("offline");
      return { default: Greeting };
    });
    await expect(lazyGreeting.load()).rejects.toThrow("offline");
    await expect(lazyGreeting.load()).resolves.toBe(Greeting);
    expect(attempts).toBe(2);
  });
});

let popupDownloads = 0;
const popup = onDemand(async () => {
  popupDownloads += 1;
  return { default: Greeting };
});

function PopupTrigger() {
  const { Loaded, open, triggerProps } = useOnDemandPopup(popup);
  return createElement(
    "button",
    { type: "button", ...triggerProps },
    Loaded === null && !open ? "Open" : "unexpected",
  );
}

describe("useOnDemandPopup", () => {
  it("gives the placeholder trigger a closed popup's state, and starts no download until reached for", () => {
    expect(renderToString(createElement(PopupTrigger))).toBe(
      '<button type="button" aria-expanded="false" data-state="closed">Open</button>',
    );
    expect(popupDownloads).toBe(0);
  });
});
