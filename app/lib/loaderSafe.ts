import type { Logger } from "pino";
import { data } from "react-router";

/**
 * For page loaders: a failed read becomes null (and a log line) instead of failing the whole
 * page, so the section shows its own error state (docs/product.md "List and page states") after
 * the browser retries the call itself.
 */
export async function orNull<T>(work: Promise<T>, logger: Logger, what: string): Promise<T | null> {
  try {
    return await work;
  } catch (err) {
    logger.error({ err }, `page loader could not read ${what}`);
    return null;
  }
}

function hasStatus(error: unknown, status: number): boolean {
  return typeof error === "object" && error !== null && "status" in error && error.status === status;
}

/**
 * For the read a page is about (a location, a species): the thing not found is the page's 404,
 * any other failure a logged 500.
 */
export async function orNotFound<T>(work: Promise<T>, logger: Logger, what: string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (hasStatus(error, 404)) throw data(null, { status: 404 });
    logger.error({ err: error }, `page loader could not read ${what}`);
    throw data(null, { status: 500 });
  }
}
