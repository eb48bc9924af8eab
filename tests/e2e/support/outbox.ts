import { readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

// The browser tests' server writes its mail as .eml files (no SMTP_URL) into a data folder whose
// name both sides work out from the port, so a test can open the links a person would get.

export function e2eDataDir(port: string | number): string {
  return path.join(tmpdir(), `fishspots-e2e-${port}`);
}

/** The newest message to `address`, as text (quoted-printable decoded: soft breaks, =3D). */
export async function newestMailTo(port: string | number, address: string): Promise<string | undefined> {
  const outbox = path.join(e2eDataDir(port), "outbox");
  const files = (await readdir(outbox).catch(() => [])).sort().reverse();
  for (const file of files) {
    const text = (await readFile(path.join(outbox, file), "utf8"))
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    if (new RegExp(`^To: ${address}$`, "mi").test(text)) return text;
  }
  return undefined;
}
