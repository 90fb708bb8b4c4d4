import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { REPLY_TO_ANONYMISED, type InboxRecord } from '@shared/contracts/inbox';
import { ANONYMISED } from '@shared/privacy';
import { RecordReplySection } from './record-reply';

const contact = (email: string) =>
  ({
    id: '00000000-0000-4000-8000-000000000001',
    name: email === ANONYMISED ? ANONYMISED : 'Anna Nowak',
    email,
    subject: 'Pytanie',
    language: 'pl',
  }) as unknown as InboxRecord;

const render = (record: InboxRecord) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <RecordReplySection kind="contacts" record={record} />
    </QueryClientProvider>,
  );

describe("a record's 'Odpowiedz'", () => {
  it('is offered for a record with the person’s address', () => {
    const html = render(contact('anna@example.pl'));
    expect(html).toContain('>Odpowiedz</button>');
    expect(html).not.toContain(REPLY_TO_ANONYMISED);
  });

  it('is not offered for an anonymised record: a notice says why', () => {
    const html = render(contact(ANONYMISED));
    expect(html).not.toContain('>Odpowiedz</button>');
    expect(html).toContain(REPLY_TO_ANONYMISED);
  });
});
