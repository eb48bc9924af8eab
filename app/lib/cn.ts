import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names (clsx): falsy values are dropped, arrays and objects as clsx reads them.
 * Nothing is merged: with Tailwind 4 the stylesheet's order, not the order here, decides
 * between two conflicting utilities. No call site passes a utility that conflicts with one
 * already given; a component that wants to let callers override a utility takes it as a prop.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
