import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Header names in lower case, values as sent (unfolded). */
  headers: Map<string, string>;
  raw: string;
  parsed: ParsedMail;
};

export type SmtpSink = {
  /** `smtp://127.0.0.1:PORT`, for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** The next `count` messages are refused with a temporary failure (451). */
  failNext(count: number): void;
  /** Waits until at least `count` messages have arrived (fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  messagesTo(address: string): ReceivedMail[];
  close(): Promise<void>;
};

/** A real SMTP server on a free loopback port that keeps every message it accepts. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        if (failures > 0) {
          failures -= 1;
          const error = Object.assign(new Error("Mailbox temporarily unavailable"), { responseCode: 451 });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const parsed = await simpleParser(raw);
        const headers = new Map<string, string>();
        for (const line of parsed.headerLines) {
          headers.set(
            line.key.toLowerCase(),
            line.line
              .slice(line.line.indexOf(":") + 1)
              .replace(/\r?\n\s+/g, " ")
              .trim(),
          );
        }
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: parsed.subject ?? "",
          text: parsed.text ?? "",
          html: typeof parsed.html === "string" ? parsed.html : "",
          headers,
          raw,
          parsed,
        });
        callback();
        for (const wake of waiters) wake();
      });
    },
  });
  server.listen(0, "127.0.0.1");
  await once(server.server, "listening");
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    failNext(count) {
      failures = count;
    },
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return;
          cleanup();
          resolve(messages.slice());
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`Expected ${count} messages, received ${messages.length}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    messagesTo(address) {
      return messages.filter((m) => m.to.includes(address.toLowerCase()));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
