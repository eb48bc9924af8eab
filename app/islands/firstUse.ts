// Islands start on a visitor's first use (decision 045): pointing at or focusing one loads its
// code; a click or a key press on it waits for its hydration, then is given to it again, so the
// first press does what it would on a hydrated page. Islands marked `idle` start when the page is
// idle instead.

type Hydrator = { hydrateIsland(element: HTMLElement): Promise<void> };

const WARM_EVENTS = ["pointerover", "focusin", "pointerdown", "touchstart"] as const;
const USE_EVENTS = ["click", "keydown"] as const;
const ACTIVATION_KEYS = new Set(["Enter", " "]);

/** Listens for first uses; resolves once the islands that start at idle are live. */
export function startIslands(load: () => Promise<Hydrator>): Promise<void> {
  const started = new WeakMap<HTMLElement, Promise<void>>();
  let loading: Promise<Hydrator> | null = null;
  const hydrator = () => {
    loading ??= load();
    return loading;
  };

  const islandOf = (event: Event) =>
    event.target instanceof Element ? event.target.closest<HTMLElement>("[data-island]") : null;

  function start(island: HTMLElement): Promise<void> {
    let hydration = started.get(island);
    if (!hydration) {
      hydration = hydrator()
        .then((h) => h.hydrateIsland(island))
        .then(() => {
          island.dataset.islandLive = "";
        });
      started.set(island, hydration);
    }
    return hydration;
  }

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
        if (!island || island.dataset.islandLive !== undefined || event.isTrusted === false) return;
        // Enter and Space go on to press the button as usual: the click that follows is replayed.
        if (event instanceof KeyboardEvent && ACTIVATION_KEYS.has(event.key)) return;
        const target = event.target as HTMLElement;
        event.preventDefault();
        event.stopImmediatePropagation();
        start(island).then(
          () => target.dispatchEvent(copyOf(event)),
          () => {},
        );
      },
      { capture: true },
    );

  // Islands marked to start at idle: once the page has nothing else to do.
  const idle = [...document.querySelectorAll<HTMLElement>("[data-island][data-island-start=idle]")];
  if (idle.length === 0) return Promise.resolve();
  return new Promise<void>((resolve) => {
    whenIdle(() => {
      Promise.allSettled(idle.map(start)).then(() => resolve());
    });
  });
}

function whenIdle(run: () => void) {
  if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: 2_000 });
  else setTimeout(run, 0);
}

/** The same press again, for the island's own handlers now that it is live. */
function copyOf(event: Event): Event {
  if (event instanceof KeyboardEvent)
    return new KeyboardEvent(event.type, {
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
  return new MouseEvent(event.type, {
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
