import type { InboxKind } from '@shared/inbox';
import { isLanguage } from '@shared/language';
import type { StatusChangeHook } from '../../inbox/repository';
import type { AppInfrastructure } from '../../infrastructure';
import { applyDemoStatusChange, type DemoManageService } from '../demo-booking/public';
import { slotsChangedIn } from '../slots/public';

const languageOf = (record: Record<string, unknown>) =>
  isLanguage(record.language) ? record.language : 'pl';

/**
 * The slot of a demo follows its status, and the visitor hears about the operator's decisions that concern them: a demo confirmed or
 * cancelled (with the updated invitation), an order being processed or completed. Written in the status
 * change's transaction, in the language the visitor used; the operator's notes are never mailed.
 */
export function statusChangeMails({
  mail,
  sharedCache,
  demoManage,
}: Pick<AppInfrastructure, 'mail' | 'sharedCache'> & { demoManage: DemoManageService }): Partial<
  Record<InboxKind, StatusChangeHook>
> {
  const slotsChanged = slotsChangedIn(sharedCache);
  return {
    'demo-bookings': async (tx, record, change) => {
      await applyDemoStatusChange(
        tx,
        {
          id: String(record.id),
          name: String(record.name),
          email: String(record.email),
          clubName: (record.clubName as string | null) ?? null,
          selectedSlot: new Date(record.selectedSlot as Date | string),
          language: String(record.language),
          meetingUrl: (record.meetingUrl as string | null) ?? null,
          visitorTimeZone: (record.visitorTimeZone as string | null) ?? null,
        },
        change,
        { mail, slotsChanged, issueManageUrl: demoManage.issueManageUrl },
      );
    },
    orders: async (tx, record, { to }) => {
      if (to !== 'processing' && to !== 'completed') return;
      await mail.enqueue(tx, {
        template: 'order-status',
        to: String(record.email),
        language: languageOf(record),
        data: {
          orderId: String(record.id),
          orderNumber: (record.proformaNumber as string | null | undefined) ?? null,
          name: String(record.name),
          plan: String(record.plan),
          status: to,
        },
        related: { kind: 'orders', id: String(record.id) },
      });
    },
  };
}
