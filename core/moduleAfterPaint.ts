/**
 * Marks the page's module script, written inert (`type="text/plain"`) until a small starter
 * script makes a live copy of it after the first paint (decision 023). Its text runs then, so
 * the page's Content-Security-Policy names its hash like any other inline script's (decision 026).
 */
export const MODULE_AFTER_PAINT_ATTRIBUTE = "data-module-after-paint";
