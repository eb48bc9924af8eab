// Islands start on a visitor's first use (decision 045): pointing at or focusing one loads its
// code; a click, a key press, a change or a submit on it waits for its hydration, then is given
// to it again, so the first use does what it would on a hydrated page. Typing in a field and
// ticking a box go through, and are handed to the island when it starts (earlyInput.ts).
import { NEAR_VIEWPORT_MARGIN } from "#app/components/map/nearViewport";
import { controlOf, isTextEntry, isTickable } from "./earlyInput";

type Hydrator = { hydrateIsland(element: HTMLElement): Promise<void> };

// A scroll inside an island (its own scrolling panel) warms it too: a visitor reached for it.
const WARM_EVENTS = ["pointerover", "focusin", "pointerdown", "touchstart", "wheel", "scroll"] as const;
const USE_EVENTS = ["click", "keydown", "change", "submit"] as const;
const ACTIVATION_KEYS = new Set(["Enter", " "]);

/**
 * A press that opens the browser's own file chooser goes through: a phone opens it only in the
 * press itself, not after our code has loaded. The choice made there arrives as a change, which
 * waits for the island as any use does.
 */
function opensFileChooser(control: Element | null): boolean {
  return control instanceof HTMLInputElement && control.type === "file";
}

/**
 * Listens for the first use of each island of the page, and starts those with a part that starts
 * when near once it is (startWhenNear).
 */
export function startIslands(load: () => Promise<Hydrator>): void {
  const started = new WeakMap<HTMLElement, Promise<void>>();
  // The copies given again, which must pass (a script's own events, untrusted too, are uses).
  const replayed = new WeakSet<Event>();
  let loading: Promise<Hydrator> | null = null;
  const hydrator = () => {
    loading ??= load();
    return loading;
  };

  const give = (target: EventTarget, copy: Event) => {
    replayed.add(copy);
    target.dispatchEvent(copy);
  };

  const islandOf = (event: Event) =>
    event.target instanceof Element ? event.target.closest<HTMLElement>("[data-island]") : null;

  function start(island: HTMLElement): Promise<void> {
    let hydration = started.get(island);
    if (!hydration) {
      // Resolves once it is live (`data-island-live`): its own handlers take every event then.
      hydration = hydrator().then((h) => h.hydrateIsland(island));
      started.set(island, hydration);
    }
    return hydration;
  }

  startWhenNear(start);

  for (const type of WARM_EVENTS)
    document.addEventListener(
      type,
      (event) => {
        const island = islandOf(event);
        if (island) start(island).catch(() => {});
      },
      { capture: true, passive: true },
    );

  for (const type of USE_EVENTS)
    document.addEventListener(
      type,
      (event) => {
        const island = islandOf(event);
        if (!island || island.dataset.islandLive !== undefined || replayed.has(event)) return;
        // Enter and Space go on to press the button as usual: the click that follows is replayed.
        if (event instanceof KeyboardEvent && ACTIVATION_KEYS.has(event.key)) return;
        // Tab moves the focus, which a copy given later could not do.
        if (event instanceof KeyboardEvent && event.key === "Tab") return;
        if (event instanceof KeyboardEvent && isTextEntry(event.target)) return;
        if (event.type === "click") {
          const control = controlOf(event.target);
          if (isTickable(control)) return;
          if (opensFileChooser(control)) {
            start(island).catch(() => {});
            return;
          }
        }
        const target = event.target as HTMLElement;
        event.preventDefault();
        event.stopImmediatePropagation();
        start(island).then(
          () => {
            // A press begins with its mousedown, which some controls answer instead of the click
            // (a Radix tab is chosen on it): it went by before the island listened.
            if (event.type === "click") give(target, copyOf(event, "mousedown"));
            give(target, copyOf(event));
          },
          () => {},
        );
      },
      { capture: true },
    );
}

/**
 * A part that starts on its own once scrolled near (`data-starts-island-near`: the location
 * page's map preview, which loads Leaflet then) starts its island then, as it would on a
 * hydrated page: no use is needed to see it.
 */
function startWhenNear(start: (island: HTMLElement) => Promise<void>) {
  const parts = document.querySelectorAll("[data-island] [data-starts-island-near]");
  if (parts.length === 0 || typeof IntersectionObserver === "undefined") return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const island = entry.target.closest<HTMLElement>("[data-island]");
        if (island) start(island).catch(() => {});
      }
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  for (const part of parts) observer.observe(part);
}

/** The same press (or change) again, for the island's own handlers now that it is live. */
function copyOf(event: Event, type = event.type): Event {
  if (!(event instanceof KeyboardEvent) && !(event instanceof MouseEvent))
    return new Event(type, { bubbles: true, cancelable: event.cancelable, composed: true });
  if (event instanceof KeyboardEvent)
    return new KeyboardEvent(type, {
      key: event.key,
      code: event.code,
      altKey: event.altKey,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      repeat: event.repeat,
      bubbles: true,
      cancelable: true,
      composed: true,
    });
  const mouse = event as MouseEvent;
  return new MouseEvent(type, {
    button: mouse.button,
    clientX: mouse.clientX,
    clientY: mouse.clientY,
    detail: mouse.detail,
    altKey: mouse.altKey,
    ctrlKey: mouse.ctrlKey,
    metaKey: mouse.metaKey,
    shiftKey: mouse.shiftKey,
    bubbles: true,
    cancelable: true,
    composed: true,
  });
}
