import type { Response } from "express";

/**
 * Runs `settle` once, just before the answer's head is fixed: at its first writeHead, write or
 * end, with the status and the headers set so far. Headers passed to writeHead itself still
 * override what `settle` sets.
 */
export function beforeHead(res: Response, settle: () => void): void {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  const once = () => {
    Object.assign(res, original);
    settle();
  };
  res.writeHead = function writeHead(this: Response, statusCode: number, ...rest: unknown[]) {
    res.statusCode = statusCode;
    once();
    return (original.writeHead as (...a: unknown[]) => Response).call(res, statusCode, ...rest);
  } as Response["writeHead"];
  res.write = function write(this: Response, ...args: unknown[]) {
    once();
    return (original.write as (...a: unknown[]) => boolean).apply(res, args);
  } as Response["write"];
  res.end = function end(this: Response, ...args: unknown[]) {
    once();
    return (original.end as (...a: unknown[]) => Response).apply(res, args);
  } as Response["end"];
}
