import { ResponseError } from "./api";

// What browsers say when a request gets no answer at all: Chromium, Firefox, Safari, React
// Native's fetch, and a route's code that could not be downloaded.
const NO_ANSWER =
  /failed to fetch|networkerror|load failed|network request failed|dynamically imported module|importing a module script failed/i;

function browserOnline(): boolean {
  return typeof navigator === "undefined" || navigator.onLine !== false;
}

/**
 * Whether a request failed because this device is offline, not because the server refused it:
 * the browser knows it has no network, or the request never got an answer (fetch rejects with a
 * TypeError). An answer from the server, even an error, is never an offline failure.
 */
export function isOfflineFailure(error: unknown, online: boolean = browserOnline()): boolean {
  if (error == null || error instanceof ResponseError) return false;
  if (!online) return true;
  return error instanceof TypeError && NO_ANSWER.test(error.message);
}
