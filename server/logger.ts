import pino from "pino";

export function createLogger(level: string) {
  return pino({ level, base: { service: "fish-spots" }, timestamp: pino.stdTimeFunctions.isoTime });
}
