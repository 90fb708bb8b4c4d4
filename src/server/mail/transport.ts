import nodemailer from 'nodemailer';
import type { OutboxAttachment } from '../db/schema/index';
import type { MailConfig } from '../config';

export type OutgoingMail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: OutboxAttachment[];
  /** Our id, as the Message-ID's left part, so a receiving system can spot a duplicate. */
  id: string;
  /** The operator who wrote it, for the recipient's answer (a reply from a record). */
  replyTo?: string | null;
};

export type MailTransport = { send(mail: OutgoingMail): Promise<void>; close(): void };

/** nodemailer over SMTP_URL; null without it (messages stay queued in the outbox). */
export function createMailTransport(config: MailConfig): MailTransport | null {
  if (!config.smtpUrl) return null;
  const transporter = nodemailer.createTransport({
    url: config.smtpUrl,
    // A dead server must fail a delivery attempt in seconds (it is retried), not hold it for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const domain = config.from.address.split('@')[1] ?? 'localhost';
  return {
    async send(mail) {
      const invitation = mail.attachments.find((attachment) => attachment.method);
      await transporter.sendMail({
        from: { name: config.from.name, address: config.from.address },
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: `<${mail.id}@${domain}>`,
        ...(mail.replyTo && { replyTo: mail.replyTo }),
        attachments: mail.attachments
          .filter((attachment) => attachment !== invitation)
          .map((attachment) => ({
            filename: attachment.filename,
            contentType: attachment.contentType,
            content: Buffer.from(attachment.content, 'base64'),
            ...(attachment.cid ? { cid: attachment.cid } : {}),
          })),
        // An invitation travels as the text/calendar alternative mail clients act on, plus a file.
        ...(invitation
          ? {
              icalEvent: {
                method: invitation.method!,
                filename: invitation.filename,
                content: Buffer.from(invitation.content, 'base64').toString('utf8'),
              },
            }
          : {}),
      });
    },
    close: () => transporter.close(),
  };
}
