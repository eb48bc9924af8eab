import pino, { type Logger } from "pino";

export type LogLine = { level: number; event?: string; msg?: string; [key: string]: unknown };

export type MemoryLogger = {
  logger: Logger;
  lines: LogLine[];
  /** The lines logged with this `event` field. */
  withEvent(event: string): LogLine[];
};

/** A real pino logger whose JSON lines are kept in memory, for tests that assert on logs. */
export function createMemoryLogger(level = "debug"): MemoryLogger {
  const lines: LogLine[] = [];
  const logger = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines, withEvent: (event) => lines.filter((line) => line.event === event) };
}
