import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
};

export type Mailer = { send(message: MailMessage): Promise<{ messageId: string; file?: string }> };

/**
 * An SMTP server that stops answering must fail an attempt well within the alert worker's
 * 10-minute lease (nodemailer would wait 10 minutes on a silent socket). Values given in
 * SMTP_URL's query (`?socketTimeout=…`, also `?pool=true`) win.
 */
const SMTP_TIMEOUTS_MS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

export function smtpTransportUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, ms] of Object.entries(SMTP_TIMEOUTS_MS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  }
  return url.toString();
}

/**
 * The one place that builds a mail transport
 * (docs/architecture.md "One module each for config, database, errors and mail"). With SMTP_URL it
 * speaks SMTP; without it each message is written as an .eml file under DATA_DIR/outbox/.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  logger: Logger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(smtpTransportUrl(options.smtpUrl));
    return {
      async send(message) {
        const info = await transport.sendMail({ from: options.from, ...message });
        options.logger.info({ event: "mail.sent", to: message.to, messageId: info.messageId }, "mail sent");
        return { messageId: info.messageId };
      },
    };
  }
  const outbox = path.join(options.dataDir, "outbox");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      const file = path.join(outbox, `${Date.now()}-${info.messageId.replace(/[^\w.-]+/g, "_")}.eml`);
      await writeIntoFolder(file, info.message as Buffer);
      options.logger.info({ event: "mail.outbox", to: message.to, file }, `mail written to ${file}`);
      return { messageId: info.messageId, file };
    },
  };
}

/** Writes the file, making its folder only when it is missing (once, or after someone removed it). */
async function writeIntoFolder(file: string, data: Buffer) {
  try {
    await writeFile(file, data);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
  }
}
