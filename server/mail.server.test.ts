import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { createMailer, smtpTransportUrl } from "./mail.server";

describe("smtpTransportUrl", () => {
  it("adds timeouts that fail a silent server within a minute, keeping credentials", () => {
    const url = new URL(smtpTransportUrl("smtp://user:p%40ss@mail.example:587"));
    expect(url.username).toBe("user");
    expect(url.password).toBe("p%40ss");
    expect(url.host).toBe("mail.example:587");
    expect(url.searchParams.get("socketTimeout")).toBe("60000");
    expect(url.searchParams.get("connectionTimeout")).toBe("30000");
    expect(url.searchParams.get("greetingTimeout")).toBe("30000");
  });

  it("keeps what the operator set in the query", () => {
    const url = new URL(smtpTransportUrl("smtps://mail.example/?pool=true&socketTimeout=5000"));
    expect(url.searchParams.get("pool")).toBe("true");
    expect(url.searchParams.get("socketTimeout")).toBe("5000");
  });
});

describe("the outbox, without SMTP_URL", () => {
  const dirs: string[] = [];
  afterEach(async () => {
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  it("writes each message as a file, making the folder again when it was removed", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "fishspots-outbox-"));
    dirs.push(dataDir);
    const mailer = createMailer({
      smtpUrl: undefined,
      from: "Fish Spots <alerts@fishspots.test>",
      dataDir,
      logger: pino({ level: "silent" }),
    });
    const outbox = path.join(dataDir, "outbox");
    const first = await mailer.send({ to: "a@example.com", subject: "First", text: "one" });
    expect(path.dirname(first.file ?? "")).toBe(outbox);
    await rm(outbox, { recursive: true });
    const second = await mailer.send({ to: "b@example.com", subject: "Second", text: "two" });
    expect(await readdir(outbox)).toEqual([path.basename(second.file ?? "")]);
    expect(await readFile(second.file ?? "", "utf8")).toContain("Subject: Second");
  });
});
