// The operator tools' and the benchmarks' command lines, read by node:util's parseArgs in its
// strict mode: an unknown flag, a flag without its value or an argument too many is a usage
// error that says what was wrong, never a flag silently ignored.
import { type ParseArgsConfig, parseArgs } from "node:util";

type Options = NonNullable<ParseArgsConfig["options"]>;
type Config = { options: Options; allowPositionals?: boolean };
type Parsed<C extends Config> = ReturnType<typeof parseArgs<C & { strict: true }>>;

export type CommandLine<C extends Config> =
  | { ok: true; values: Parsed<C>["values"]; positionals: string[] }
  | { ok: false; problem: string };

const NEGATIVE_NUMBER = /^-(\d+(\.\d*)?|\.\d+)$/;

/**
 * parseArgs refuses `--lon -122.9` as ambiguous (the value looks like a flag), yet every Oregon
 * longitude is negative: a negative number after a flag that takes a value is that value.
 */
function joinNegativeValues(args: string[], options: Options): string[] {
  const joined: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === "--") return [...joined, ...args.slice(i)];
    const next = args[i + 1];
    const takesValue = arg.startsWith("--") && options[arg.slice(2)]?.type === "string";
    if (takesValue && next !== undefined && NEGATIVE_NUMBER.test(next)) {
      joined.push(`${arg}=${next}`);
      i++;
    } else joined.push(arg);
  }
  return joined;
}

/** The arguments read against `config`, or what is wrong with them in one line. */
export function parseCommandLine<const C extends Config>(args: string[], config: C): CommandLine<C> {
  try {
    const { values, positionals } = parseArgs({
      args: joinNegativeValues(args, config.options),
      options: config.options,
      allowPositionals: config.allowPositionals ?? false,
      strict: true,
    });
    return { ok: true, values: values as Parsed<C>["values"], positionals };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code !== "string" || !code.startsWith("ERR_PARSE_ARGS_")) throw error;
    // parseArgs adds hints about its own syntax (`--x=-1`, `-- "--x"`); the first sentence of
    // an unknown flag's message and the first line of the others say what is wrong.
    const line = (error as Error).message.split("\n")[0] as string;
    return {
      ok: false,
      problem: code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" ? (line.split(". ")[0] as string) : line,
    };
  }
}

/** Writes `message` to stderr and exits 1, the tools' one failure code. */
export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/**
 * This process's arguments read against `config`. A wrong command line fails with the problem
 * and the usage; `--help` or `-h` prints the usage and exits 0.
 */
export function readCommandLine<const C extends Config>(config: C, usage: string) {
  const args = process.argv.slice(2);
  const flags = args.includes("--") ? args.slice(0, args.indexOf("--")) : args;
  if (flags.includes("--help") || flags.includes("-h")) {
    process.stdout.write(`${usage}\n`);
    process.exit(0);
  }
  const read = parseCommandLine(args, config);
  if (!read.ok) fail(`${read.problem}\n\n${usage}`);
  return read;
}
