import path from "node:path";
import { z } from "zod";

// The only module that reads process.env
// (docs/architecture.md "One module each for config, database, errors and mail"). Everything is
// validated once at start-up; a bad value stops the process with a message naming the variable.
const sourceUrl = z.union([z.literal("off"), z.url()], { error: 'must be a URL or "off"' });

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  // The content files (data/ of the repository unless set): profiles, agencies, species, tips.
  CONTENT_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Fish Spots <alerts@fishspots.example>"),
  PUBLIC_URL: z.url().optional(),
  CONTACT_EMAIL: z.email().default("hello@fishspots.example"),
  TILE_URL: z.string().min(1).default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  TILE_ATTRIBUTION: z
    .string()
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  ALERT_WORKER: z.enum(["on", "off"]).default("on"),
  // Sources outside our machine: real by default, "off" switches one off (docs/product.md).
  WEATHER_URL: sourceUrl.default("https://api.weather.gov"),
  WATER_DATA_URL: sourceUrl.default("https://api.waterdata.usgs.gov/ogcapi/v0"),
  USGS_API_KEY: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  BODY_LIMIT: z
    .string()
    .regex(/^\s*\d+(\.\d+)?\s*(b|kb|mb|gb)?\s*$/i, "must be a size such as 100kb or 1mb")
    .default("100kb"),
  RESPONSE_CACHE_MB: z.coerce.number().min(0).max(65_536).default(64),
  // The operators' addresses, comma-separated; unset, there is no console (docs/product.md).
  OPERATOR_EMAILS: z
    .string()
    .transform((list) =>
      list
        .split(",")
        .map((address) => address.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email({ error: "must be e-mail addresses separated by commas" })))
    .optional(),
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  /** Where the content files are read from; the repository's data/ when unset. */
  contentDir: string | undefined;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  contactEmail: string;
  tileUrl: string;
  tileAttribution: string;
  alertWorker: boolean;
  /** The NWS API; undefined when switched off. */
  weatherUrl: string | undefined;
  /** The USGS Water Data OGC API; undefined when switched off. */
  waterDataUrl: string | undefined;
  usgsApiKey: string | undefined;
  logLevel: string;
  rateLimitWritesPerMinute: number;
  bodyLimit: string;
  /** Bytes of rendered answers kept in memory per process; 0 turns the store off. */
  responseCacheBytes: number;
  /** Lower-case; empty when no one may use the console (it then answers 404). */
  operatorEmails: string[];
};

/** What the browser may see: nothing secret, nothing about the database or mail. */
export type PublicConfig = Pick<Config, "publicUrl" | "contactEmail" | "tileUrl" | "tileAttribution"> & {
  weatherConfigured: boolean;
};

const switchable = (url: string) => (url === "off" ? undefined : url);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most shells' `VAR= cmd`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    contentDir: e.CONTENT_DIR === undefined ? undefined : path.resolve(e.CONTENT_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    contactEmail: e.CONTACT_EMAIL,
    tileUrl: e.TILE_URL,
    tileAttribution: e.TILE_ATTRIBUTION,
    alertWorker: e.ALERT_WORKER === "on",
    weatherUrl: switchable(e.WEATHER_URL),
    waterDataUrl: switchable(e.WATER_DATA_URL),
    usgsApiKey: e.USGS_API_KEY,
    logLevel: e.LOG_LEVEL,
    rateLimitWritesPerMinute: e.RATE_LIMIT_WRITES_PER_MINUTE,
    bodyLimit: e.BODY_LIMIT,
    responseCacheBytes: Math.round(e.RESPONSE_CACHE_MB * 1024 * 1024),
    operatorEmails: e.OPERATOR_EMAILS ?? [],
  };
}

export function publicConfig(config: Config): PublicConfig {
  return {
    publicUrl: config.publicUrl,
    contactEmail: config.contactEmail,
    tileUrl: config.tileUrl,
    tileAttribution: config.tileAttribution,
    weatherConfigured: config.weatherUrl !== undefined,
  };
}
