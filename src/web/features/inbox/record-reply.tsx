import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  inboxPath,
  isAnonymisedRecord,
  REPLY_TO_ANONYMISED,
  type InboxRecord,
  type RecordReply,
  type ReplyableKind,
} from '@shared/contracts/inbox';
import { OUTBOX_PATH } from '@shared/contracts/outbox';
import {
  fillReplyTemplate,
  REPLY_TEMPLATES_PATH,
  type ReplyTemplates,
} from '@shared/contracts/reply-templates';
import { DASHBOARD_PATH } from '@shared/contracts/dashboard';
import { INBOX_CONFIG } from '@shared/inbox';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/toast-store';
import { apiRequest, ApiRequestError } from '@web/lib/api';

/** What the reply is about, as the subject starts: the person sees at once which message it answers. */
function suggestedSubject(kind: ReplyableKind, record: InboxRecord): string {
  const value = (name: string) => (record as Record<string, unknown>)[name] as string | null | undefined;
  switch (kind) {
    case 'contacts':
      return `Re: ${value('subject') ?? 'Twoja wiadomość'}`;
    case 'demo-bookings':
      return `Prezentacja systemu${value('clubName') ? ` — ${value('clubName')}` : ''}`;
    case 'orders':
      return value('proformaNumber') ? `Zamówienie ${value('proformaNumber')}` : 'Twoje zamówienie';
    case 'beta-signups':
      return `Testy beta${value('clubName') ? ` — ${value('clubName')}` : ''}`;
  }
}

/** The operator's templates ('Treści strony'), read when a reply is being written. */
function useReplyTemplates(enabled: boolean) {
  return useQuery({
    queryKey: [REPLY_TEMPLATES_PATH],
    queryFn: () => apiRequest<ReplyTemplates>('GET', REPLY_TEMPLATES_PATH),
    enabled,
  });
}

// Radix's Select refuses an empty value: 'keep' stands for no change (no status of any vocabulary is named so).
const KEEP_STATUS = 'keep';
const NO_TEMPLATE = 'none';
const LANGUAGE_OPTIONS = [
  { value: 'pl', label: 'polski' },
  { value: 'en', label: 'angielski' },
];

/**
 * 'Odpowiedz' in a record: an e-mail to the person, written here and sent through the outbox with Reply-To of
 * the signed-in operator (their answer comes back to them); the status may change in the same step. The
 * reply then shows in the record's e-mails with its delivery state, and in its history.
 */
export function RecordReplySection({
  kind,
  record,
  language,
}: {
  kind: ReplyableKind;
  record: InboxRecord;
  /** The conversation's language (the record shows it): the reply's default. */
  language?: 'pl' | 'en' | undefined;
}) {
  // An anonymised record has no address left: a notice instead of the composer (the server refuses too).
  if (isAnonymisedRecord(record)) {
    return (
      <section aria-labelledby="record-reply-title" className="mb-4">
        <h3 id="record-reply-title" className="text-sm font-semibold text-slate-900">
          Odpowiedź
        </h3>
        <p className="mt-2 text-sm text-slate-600">{REPLY_TO_ANONYMISED}</p>
      </section>
    );
  }
  return <ReplyComposer kind={kind} record={record} conversationLanguage={language} />;
}

/** The operator's signature, remembered in this browser for the next reply. */
const SIGNATURE_KEY = 'record-reply-signature';
const storedSignature = () => {
  try {
    return window.localStorage.getItem(SIGNATURE_KEY) ?? '';
  } catch {
    return '';
  }
};
const rememberSignature = (value: string) => {
  try {
    window.localStorage.setItem(SIGNATURE_KEY, value);
  } catch {
    // A browser that keeps nothing still sends the reply; the signature is asked for again next time.
  }
};

function ReplyComposer({
  kind,
  record,
  conversationLanguage,
}: {
  kind: ReplyableKind;
  record: InboxRecord;
  conversationLanguage: 'pl' | 'en' | undefined;
}) {
  const [open, setOpen] = useState(false);
  // Every replyable kind has the person's address (REPLYABLE_KINDS).
  const email = (record as { email: string }).email;
  const queryClient = useQueryClient();
  const recordLanguage = (record as { language?: string }).language === 'en' ? 'en' : 'pl';
  const [signature, setSignature] = useState(storedSignature);
  const [subject, setSubject] = useState(() => suggestedSubject(kind, record));
  const [message, setMessage] = useState('');
  const [status, setStatus] = useState(KEEP_STATUS);
  // Until the operator picks one, the conversation's language (it may arrive after the composer opened).
  const [chosenLanguage, setLanguage] = useState<string | null>(null);
  const language = chosenLanguage ?? conversationLanguage ?? recordLanguage;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const templates = useReplyTemplates(open).data?.templates ?? [];
  const [templateChoice, setTemplateChoice] = useState(NO_TEMPLATE);
  const person = {
    name: (record as { name?: string }).name ?? '',
    clubName: (record as { clubName?: string | null }).clubName ?? null,
  };
  const applyTemplate = (value: string) => {
    setTemplateChoice(value);
    const template = value === NO_TEMPLATE ? undefined : templates[Number(value)];
    if (!template) return;
    if (template.subject) setSubject(fillReplyTemplate(template.subject, person));
    setMessage(fillReplyTemplate(template.message, person));
  };
  const send = useMutation({
    mutationFn: (body: RecordReply) => apiRequest('POST', `${inboxPath(kind)}/${record.id}/reply`, body),
    onSuccess: () => {
      toast({ title: 'Odpowiedź w kolejce', description: `Wiadomość do ${email} zostanie wysłana.` });
      setOpen(false);
      setMessage('');
      setStatus(KEEP_STATUS);
      setTemplateChoice(NO_TEMPLATE);
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) setErrors(error.fields);
      else toast({ title: 'Błąd', description: error.message, variant: 'destructive' });
    },
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) => {
          const path = String(queryKey[0]);
          return path.startsWith(OUTBOX_PATH) || path.startsWith(inboxPath(kind)) || path === DASHBOARD_PATH;
        },
      }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!subject.trim()) found.subject = 'Podaj temat';
    if (!message.trim()) found.message = 'Napisz wiadomość';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    rememberSignature(signature.trim());
    send.mutate({
      subject: subject.trim(),
      message: message.trim(),
      ...(signature.trim() && { signature: signature.trim() }),
      language: language as RecordReply['language'],
      ...(status !== KEEP_STATUS && { status }),
    });
  };

  return (
    <section aria-labelledby="record-reply-title" className="mb-4 border-b border-slate-200 pb-4">
      <div className="flex items-center justify-between gap-3">
        <h3 id="record-reply-title" className="text-sm font-semibold text-slate-900">
          Odpowiedź
        </h3>
        {!open && (
          <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
            Odpowiedz
          </Button>
        )}
      </div>
      {open && (
        <form onSubmit={submit} noValidate className="mt-3 space-y-3" aria-label="Odpowiedź e-mailem">
          <p className="text-sm text-slate-600">
            Do: <span className="font-medium text-slate-900">{email}</span>. Wyślemy zwykły list: powitanie,
            Twoje słowa i Twój podpis, bez stopki o automatycznej wysyłce; odpowiedź tej osoby trafi na Twój
            adres.
          </p>
          {templates.length > 0 && (
            <Field label="Szablon" hint="Wstawia temat i treść; możesz je potem zmienić.">
              <Select
                value={templateChoice}
                onValueChange={applyTemplate}
                options={[
                  { value: NO_TEMPLATE, label: 'Bez szablonu' },
                  ...templates.map((template, index) => ({ value: String(index), label: template.name })),
                ]}
              />
            </Field>
          )}
          <Field label="Temat" error={errors.subject} required>
            <Input value={subject} onChange={(event) => setSubject(event.target.value)} maxLength={200} />
          </Field>
          <Field label="Wiadomość" error={errors.message} required>
            <Textarea rows={6} value={message} onChange={(event) => setMessage(event.target.value)} />
          </Field>
          <Field
            label="Podpis"
            hint="Pusty: Twój adres e-mail i nazwa firmy. Zapamiętamy go na następny raz."
          >
            <Textarea
              rows={2}
              value={signature}
              onChange={(event) => setSignature(event.target.value)}
              maxLength={500}
            />
          </Field>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="Zmień status">
              <Select
                value={status}
                onValueChange={setStatus}
                options={[{ value: KEEP_STATUS, label: 'Bez zmiany' }, ...INBOX_CONFIG[kind].statuses]}
              />
            </Field>
            <Field label="Język odpowiedzi">
              <Select value={language} onValueChange={setLanguage} options={LANGUAGE_OPTIONS} />
            </Field>
          </div>
          <div className="flex gap-2">
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? 'Wysyłanie...' : 'Wyślij odpowiedź'}
            </Button>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Anuluj
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
