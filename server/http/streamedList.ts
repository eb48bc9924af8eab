import type { Response } from "express";
import type { Logger } from "pino";
import { NEVER_STORED } from "#core/cachePolicy";
import type { PagedList } from "../services/locations";
import { HttpError, UNAVAILABLE_HEADERS } from "./errors";
import { ANSWERED } from "./route";
import { createTurns } from "./turns";

/** How the rows of a list sit in its JSON: what comes before, between and after them. */
export type ListShape<T> = {
  contentType: string;
  open: string;
  close: string;
  item(row: T): unknown;
};

/** A JSON array of the rows as they are, as `res.json(rows)` writes it. */
export const JSON_ARRAY: ListShape<unknown> = {
  contentType: "application/json; charset=utf-8",
  open: "[",
  close: "]",
  item: (row) => row,
};

export const STREAMS_BUSY_MESSAGE = "Too many full lists are being sent right now. Please try again shortly.";

/**
 * Answers an unbounded list (decision 024). One that fits on a page is returned whole by
 * `whole` and answered as any other (cached, with an ETag). A longer one is written as it is
 * read, a page at a time, waiting for the client to take each page: a few at once per
 * process, a few more waiting, the rest refused with 503.
 */
export function createListStreamer(options: { logger: Logger; atOnce?: number; maxWaiting?: number }) {
  const turns = createTurns({ atOnce: options.atOnce ?? 2, maxWaiting: options.maxWaiting ?? 8 });

  return {
    async answer<T>(
      res: Response,
      list: PagedList<T>,
      whole: () => Promise<unknown>,
      shape: ListShape<T>,
    ): Promise<unknown> {
      if (await list.fitsOnePage()) return whole();
      const turn = turns.take();
      if (!turn) throw new HttpError(503, STREAMS_BUSY_MESSAGE, UNAVAILABLE_HEADERS);
      res.once("close", turn.release);
      try {
        await Promise.race([turn.ready, closed(res)]);
        if (!res.destroyed && !res.writableEnded) await writeList(res, list.pages(), shape, options.logger);
      } finally {
        turn.release();
      }
      return ANSWERED;
    },
    stats: turns.stats,
  };
}

function begin(res: Response, shape: ListShape<unknown>) {
  res.status(200);
  res.setHeader("Content-Type", shape.contentType);
  // Kept nowhere (decision 026): too long to hold here, and without a validator a browser or its
  // service worker would store megabytes of it again on every read.
  res.setHeader("Cache-Control", NEVER_STORED);
}

function closed(res: Response): Promise<void> {
  return new Promise((resolve) => res.once("close", () => resolve()));
}

/**
 * Writes the list: its bytes are those of the whole answer's JSON. The body is neither kept
 * nor given an ETag (`no-store`: the response cache lets it pass). A client that leaves stops
 * the reading; a failure after the first byte cuts the connection, so the client sees a
 * truncated answer rather than JSON that looks whole.
 */
async function writeList<T>(res: Response, pages: AsyncGenerator<T[]>, shape: ListShape<T>, logger: Logger) {
  let gone = false;
  let wake: (() => void) | undefined;
  // One listener each for the whole answer: the compression middleware hands `drain`
  // listeners to its own stream, where removing them again would not reach.
  res.on("drain", () => wake?.());
  res.on("close", () => {
    gone = true;
    wake?.();
  });
  const drained = () =>
    new Promise<void>((resolve) => {
      wake = resolve;
    });

  let started = false;
  try {
    for await (const page of pages) {
      if (gone) break;
      if (page.length === 0) continue;
      const text = page.map((row) => JSON.stringify(shape.item(row))).join(",");
      if (!started) begin(res, shape);
      if (!res.write(started ? `,${text}` : shape.open + text)) await drained();
      started = true;
      if (gone) break;
    }
    if (gone) return;
    if (!started) begin(res, shape);
    res.end(started ? shape.close : shape.open + shape.close);
  } catch (error) {
    // Before the first byte, the usual error answer (503 for a lost database, decision 022).
    if (!started) throw error;
    logger.error(
      { event: "list.stream_failed", url: res.req.originalUrl, err: error },
      "a streamed list failed after its first byte; the connection was cut",
    );
    res.destroy();
  }
}
