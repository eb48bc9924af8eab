// What a visitor typed or ticked in an island's fields before its code was there
// (decision 045). Typing and ticks go straight into the server's fields, but hydration keeps
// React's idea of their value (the server's), so a form would send what it rendered, not what is
// shown. Handed over as the events React listens for, once the island is live. (No island has a
// <select> yet: hydration would set one back to the rendered choice, and it would need noting
// here too.)

type TextField = HTMLInputElement | HTMLTextAreaElement;
type Tickable = HTMLInputElement & { type: "checkbox" | "radio" };

// An input's `type` reads "text" when the attribute is missing or unknown, as the browser treats it.
const TEXT_INPUT_TYPES = new Set(["text", "email", "search", "tel", "url", "number", "password"]);

/** A field that takes typing: the key presses in it go through before its island is live. */
export function isTextEntry(target: EventTarget | null): target is TextField {
  if (target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(target.type);
}

/** The control an event is for: a label's stands for it, as the browser's activation does. */
export function controlOf(target: EventTarget | null): Element | null {
  if (!(target instanceof Element)) return null;
  return target.closest("label")?.control ?? target;
}

/** A checkbox or radio button: a click on it (or its label) ticks it before its island is live. */
export function isTickable(control: Element | null): control is Tickable {
  return control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio");
}

/** The element's own `value` setter, beneath the one React's value tracker puts on each field. */
function setNativeValue(field: TextField, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
  setter?.call(field, value);
}

/**
 * To be called just before `root` is hydrated: notes the fields that differ from the server's
 * HTML. The function it returns hands them to the island's handlers, once it is committed.
 */
export function keepEarlyInput(root: HTMLElement): () => void {
  const typed = [...root.querySelectorAll<TextField>("input, textarea")]
    .filter((field) => isTextEntry(field) && field.value !== field.defaultValue)
    .map((field) => ({ field, value: field.value }));
  const ticked = [...root.querySelectorAll("input")]
    .filter((input): input is Tickable => isTickable(input) && input.checked !== input.defaultChecked)
    .map((input) => ({ input, checked: input.checked }));
  return () => {
    for (const { field, value } of typed) {
      // A render right after hydration may have set it back to React's value, the server's; a
      // value of neither was typed once React listened, and is React's already.
      if (field.value !== value && field.value !== field.defaultValue) continue;
      // Through the tracked setter, then the element's own: React sees a change to `value`.
      field.value = value === "" ? " " : "";
      setNativeValue(field, value);
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
    for (const { input, checked } of ticked) {
      // A radio button left by the one now ticked hears nothing, as in the browser.
      if (input.type === "radio" && !checked) continue;
      // Back through the tracked setter, then a click ticks it again, as React expects to see it.
      input.checked = !checked;
      input.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    }
  };
}
