import type { Logger } from "pino";

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
