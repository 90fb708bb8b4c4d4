import { isTimeZone } from '@shared/date-format';
import { and, count, eq, sql } from 'drizzle-orm';
import type { InboxKind } from '@shared/inbox';
import type { Language } from '@shared/language';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Database, Tx } from '../db/client';
import type { Jobs } from '../jobs/jobs';
import type { Clock } from '../lib/clock';
import { outboxMessages, type OutboxAttachment } from '../db/schema/index';
import { publicPageUrl } from '../lib/public-url';
import { createMailDelivery } from './delivery';
import { buildInvitation, type Invitation } from './ics';
import { createOutboxRepository, type OutboxRow } from './outbox-repository';
import { renderMail } from './render';
import type { MailContext } from './templates/context';
import type { MailTemplateData, MailTemplateName } from './templates/index';
import type { OperatorNotificationData } from './templates/operator';
import { createMailTransport, type MailTransport } from './transport';

export type RelatedRecord = { kind: InboxKind; id: string };

export type MailRequest<N extends MailTemplateName> = {
  template: N;
  to: string;
  language: Language;
  data: MailTemplateData<N>;
  related?: RelatedRecord | null;
  /** Files sent with the message (an .ics invitation, later a PDF), stored with it in the outbox. */
  attachments?: OutboxAttachment[];
  /** Where the recipient's answer goes, if not to the sender (an operator's reply from a record). */
  replyTo?: string | null;
  /** The reader's own time zone (a visitor's browser's, kept with their demo): times are given in it too. */
  readerTimeZone?: string | null;
  /**
   * An outbox message this one must follow (its id): the worker sends this one only once that one is
   * sent, or has failed for good. The worker delivers messages side by side, so without it two messages
   * to one reader may arrive in either order.
   */
  deliverAfter?: string | null;
};

export { LEASE_MS, MAX_DELIVERY_ATTEMPTS, retryDelayMs } from './delivery';

export const NO_SMTP_ERROR = 'Nie wysłano: brak konfiguracji SMTP (SMTP_URL)';

/** The job that wakes the delivery worker; the recurring sweep catches retries and anything left over. */
export const DELIVER_JOB = 'mail.deliver';
export const SWEEP_JOB = 'mail.sweep';

/** What the mail service is built on: below the modules, it knows none of them. */
export type MailDeps = { db: Database; config: AppConfig; clock: Clock; jobs: Jobs; log: FastifyBaseLogger };

/**
 * Outgoing e-mail (docs/decisions/0004-mail-outbox-and-job-queue.md): rendered and stored in the outbox
 * inside the caller's transaction, delivered by the worker with retries and backoff, at most one delivery
 * per message across processes.
 */
export function createMailService({ db, config, clock, jobs, log }: MailDeps) {
  const repository = createOutboxRepository(db);
  const transport: MailTransport | null = createMailTransport(config.mail);
  const delivery = createMailDelivery({ clock, log, repository, transport });

  const context = (language: Language, readerTimeZone?: string | null): MailContext => ({
    language,
    ...(readerTimeZone && isTimeZone(readerTimeZone) && { readerTimeZone }),
    company: config.company,
    siteUrl: language === 'en' ? config.publicUrlEn : config.publicUrl,
    pageUrl: (path) => publicPageUrl(config, language, path),
    adminUrl: config.publicUrl,
    timeZone: config.businessTimeZone,
    from: config.mail.from,
  });

  async function enqueue<N extends MailTemplateName>(tx: Tx, request: MailRequest<N>): Promise<OutboxRow> {
    const rendered = await renderMail(
      request.template,
      request.data,
      context(request.language, request.readerTimeZone),
    );
    const row = await repository.insert(tx, {
      recipient: request.to.trim().toLowerCase(),
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      attachments: request.attachments ?? [],
      replyTo: request.replyTo ?? null,
      template: request.template,
      language: request.language,
      relatedKind: request.related?.kind ?? null,
      relatedId: request.related?.id ?? null,
      lastError: transport ? null : NO_SMTP_ERROR,
      deliverAfterId: request.deliverAfter ?? null,
      now: clock.now(),
    });
    // The wake-up is part of the same transaction: no message without its job, no job without its message.
    if (transport && jobs.started) await jobs.send(DELIVER_JOB, {}, { tx });
    return row;
  }

  return {
    companyName: config.company.name,

    /** True when SMTP_URL is set; without it messages stay queued in the outbox. */
    get canSend() {
      return transport !== null;
    },

    /** Renders the template and stores the message in `tx`, the transaction of the record that causes it. */
    enqueue,

    /**
     * Tells the operators (OPERATOR_EMAILS, else every admin account) about a new record: one message per
     * operator, in Polish, with a link that opens the record in the back office.
     */
    async notifyOperators(tx: Tx, data: OperatorNotificationData): Promise<OutboxRow[]> {
      const recipients = config.mail.operatorEmails.length
        ? config.mail.operatorEmails
        : await repository.adminEmails(tx);
      const rows: OutboxRow[] = [];
      for (const to of new Set(recipients)) {
        rows.push(
          await enqueue(tx, {
            template: 'operator-notification',
            to,
            language: 'pl',
            data,
            related: { kind: data.kind, id: data.recordId },
          }),
        );
      }
      return rows;
    },

    /** Sends every message that is due now, batch by batch (delivery.ts: leases, retries and backoff). */
    deliverDue: delivery.deliverDue,

    /** Queues a 'failed' message again with a fresh set of attempts; null when it is not failed. */
    async resend(id: string): Promise<OutboxRow | null> {
      const row = await repository.requeueFailed(id, clock.now());
      if (row && transport && jobs.started) await jobs.send(DELIVER_JOB, {});
      return row;
    },

    findById: (id: string) => repository.findById(id),

    /** The id of the newest message of `template` about a record (for `deliverAfter`), or null. */
    latestAbout: (tx: Tx, related: RelatedRecord, template: MailTemplateName) =>
      repository.latestAbout(tx, related, template),

    /**
     * The SEQUENCE for the next invitation about a record: how many invitations (REQUEST or CANCEL) were
     * already queued for it. Calendar clients apply an update only with a higher SEQUENCE for the same UID.
     */
    async nextInvitationSequence(tx: Tx, related: RelatedRecord): Promise<number> {
      const [row] = await tx
        .select({ value: count() })
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.relatedKind, related.kind),
            eq(outboxMessages.relatedId, related.id),
            sql`jsonb_path_exists(${outboxMessages.attachments}, '$[*] ? (exists(@.method))')`,
          ),
        );
      return row?.value ?? 0;
    },

    /** A stable UID for a record's calendar event, e.g. demo-<id>@example.pl. */
    invitationUid(prefix: string, id: string): string {
      const host = new URL(config.publicUrl).hostname || 'localhost';
      return `${prefix}-${id}@${host}`;
    },

    /** An .ics invitation as an outbox attachment (the organiser is the company). */
    invitation(invitation: Omit<Invitation, 'organizer'>, filename = 'invite.ics'): OutboxAttachment {
      const content = buildInvitation({
        ...invitation,
        organizer: { name: config.company.name, email: config.company.email },
      });
      return {
        filename,
        contentType: `text/calendar; charset=utf-8; method=${invitation.method}`,
        content: Buffer.from(content, 'utf8').toString('base64'),
        method: invitation.method,
      };
    },

    close() {
      transport?.close();
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;
