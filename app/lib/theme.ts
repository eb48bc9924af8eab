import { STORAGE_KEYS } from "./storage";

export type Theme = "light" | "dark";

/**
 * Runs inline in <head>, before the first paint, so a dark-theme visitor never sees a
 * flash of the light page (docs/product.md "Colour theme": light by default, kept in local storage).
 */
export const THEME_BOOT_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.theme)})==="dark")document.documentElement.classList.add("dark")}catch(e){}`;

export function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

export function applyTheme(theme: Theme) {
  document.documentElement.classList.toggle("dark", theme === "dark");
  try {
    localStorage.setItem(STORAGE_KEYS.theme, theme);
  } catch {}
}

/** The theme button's name: what pressing it does. */
export function themeButtonLabel(theme: Theme): string {
  return `Switch to ${theme === "dark" ? "light" : "dark"} theme`;
}
