import type { ReactNode } from 'react';
import { isReplyable, type InboxRecord } from '@shared/contracts/inbox';
import type { InboxKind } from '@shared/inbox';
import { ManageDialog } from '@web/components/inbox/manage-dialog';
import { RecordHeader } from '@web/components/inbox/record-header';
import { useStatusHistory, type useUpdateStatus } from './api';
import { ClubTimelinePanel, useClubTimeline } from './club-timeline';
import { RecordReplySection } from './record-reply';
import type { useOpenRecord } from './use-open-record';
import { inboxView } from './views';

/**
 * The record opened from an inbox list: its person, the reply, status and notes (or the kind's own form),
 * the audit trail, more sections the page composes, and the club's timeline.
 */
export function InboxRecordDialog({
  kind,
  opened,
  update,
  timeZone,
  recordSections,
  recordForm,
}: {
  kind: InboxKind;
  opened: ReturnType<typeof useOpenRecord>;
  update: ReturnType<typeof useUpdateStatus>;
  timeZone: string;
  recordSections?: (id: string, record: InboxRecord) => ReactNode;
  recordForm?: (record: InboxRecord, close: () => void) => ReactNode;
}) {
  const view = inboxView(kind);
  const managing = opened.record;
  const dialogOpen = opened.open;
  const history = useStatusHistory(kind, dialogOpen && managing ? managing.id : null);
  const club = useClubTimeline(kind, dialogOpen && managing ? managing.id : null);
  const person = managing ? view.person(managing) : null;
  // The conversation's language: the record's own, else the e-mails' about it (a contact keeps none).
  const conversationLanguage = person?.language ?? club.data?.language;
  return (
    <ManageDialog
      kind={kind}
      record={managing}
      title={view.manageTitle}
      description={managing ? view.recordTitle(managing) : undefined}
      open={dialogOpen}
      onOpenChange={(open) => !open && opened.setOpen(null)}
      history={{ entries: history.data, isPending: history.isPending, isError: history.isError }}
      timeZone={timeZone}
      saving={update.isPending}
      form={managing && recordForm?.(managing, () => opened.setOpen(null))}
      header={person && <RecordHeader person={{ ...person, language: conversationLanguage }} />}
      top={
        dialogOpen &&
        managing &&
        isReplyable(kind) && (
          <RecordReplySection
            key={managing.id}
            kind={kind}
            record={managing}
            language={conversationLanguage}
          />
        )
      }
      // The compact row shows one line: the record's details live in its dialog (a kind with its own form
      // shows what it needs there).
      details={managing && !recordForm ? view.body(managing, timeZone) : undefined}
      onSave={(change) =>
        managing &&
        update.mutate({ id: managing.id, update: change }, { onSuccess: () => opened.setOpen(null) })
      }
    >
      {dialogOpen && managing && recordSections?.(managing.id, managing)}
      {dialogOpen && managing && <ClubTimelinePanel timeline={club} timeZone={timeZone} />}
    </ManageDialog>
  );
}
