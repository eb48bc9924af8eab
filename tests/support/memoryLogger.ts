import pino from "pino";

export type LogLine = { level: number; event?: string; msg?: string; [key: string]: unknown };

/** A real pino logger whose lines are kept in memory, to assert what an operator would read. */
export function memoryLogger() {
  const lines: LogLine[] = [];
  const logger = pino(
    { level: "debug" },
    {
      write(line: string) {
        lines.push(JSON.parse(line) as LogLine);
      },
    },
  );
  return { logger, lines, events: (name: string) => lines.filter((line) => line.event === name) };
}
