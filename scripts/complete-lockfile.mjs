// The registry mirror our machines use carries native packages only for the platforms it
// was asked for, so `npm install` leaves other platforms' optional binaries (rollup, biome,
// …) out of package-lock.json, and `npm ci` then refuses the lock as out of sync. This adds
// the missing entries, marked optional and limited to their own os/cpu, so npm ci skips them
// on other machines exactly as it would skip a real entry. Run after `npm install`.
import { readFileSync, writeFileSync } from "node:fs";

const OS = [
  "android",
  "darwin",
  "freebsd",
  "linux",
  "openbsd",
  "netbsd",
  "openharmony",
  "sunos",
  "win32",
  "aix",
  "cygwin",
];
const CPU = ["arm64", "x64", "ia32", "arm", "loong64", "ppc64", "riscv64", "s390x", "mips64el", "wasm32"];

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((p) => OS.includes(p)) ?? (parts.includes("macos") ? "darwin" : undefined);
  const cpu = parts.find((p) => CPU.includes(p)) ?? (parts.includes("arm") ? "arm" : undefined);
  return { os, cpu };
}

const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const nested = `${path}/node_modules/${name}`;
    if (lock.packages[key] || lock.packages[nested]) continue;
    const { os, cpu } = platformOf(name);
    // WebAssembly builds name no OS; their cpu alone keeps them off every other machine.
    if (!os && cpu !== "wasm32") continue;
    const libc = name.includes("musl") ? ["musl"] : name.includes("gnu") ? ["glibc"] : undefined;
    lock.packages[key] = {
      version: String(spec).replace(/^[\^~=]/, ""),
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(libc ? { libc } : {}),
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync("package-lock.json", `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} entries for other platforms`);
