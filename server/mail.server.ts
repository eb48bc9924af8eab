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
 * The one place that builds a mail transport (architecture rule 3). With SMTP_URL it speaks
 * SMTP; without it each message is written as an .eml file under DATA_DIR/outbox/.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  logger: Logger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
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
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${Date.now()}-${info.messageId.replace(/[^\w.-]+/g, "_")}.eml`);
      await writeFile(file, info.message as Buffer);
      options.logger.info({ event: "mail.outbox", to: message.to, file }, `mail written to ${file}`);
      return { messageId: info.messageId, file };
    },
  };
}
