import { useId, useState } from 'react';
import { Video } from 'lucide-react';
import { meetingLinkUpdateSchema } from '@shared/contracts/demo-manage';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { SENDING_LABEL } from '@web/components/ui/submit-label';
import { ApiRequestError } from '@web/lib/api';
import { useSetMeetingLink } from './api';

/**
 * The manage dialog's meeting link: checked with the route's own schema before sending; a set
 * or changed link is e-mailed to the visitor of a coming demo by the server.
 */
export function MeetingLinkForm({ bookingId, current }: { bookingId: string; current: string | null }) {
  const headingId = useId();
  const [value, setValue] = useState(current ?? '');
  const [error, setError] = useState<string | undefined>();
  const save = useSetMeetingLink(bookingId);
  const unchanged = value.trim() === (current ?? '');

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = meetingLinkUpdateSchema.safeParse({ meetingUrl: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(value.trim(), {
      onError: (failure) =>
        setError(
          failure instanceof ApiRequestError
            ? (failure.fields.meetingUrl ?? failure.serverMessage)
            : failure.message,
        ),
    });
  };

  return (
    <section aria-labelledby={headingId} className="space-y-2 border-t border-slate-200 pt-4">
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Video aria-hidden="true" className="size-4" /> Link do spotkania
      </h3>
      <form noValidate onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <Field
          label="Adres spotkania online"
          error={error}
          hint="Odwiedzający dostanie go e-mailem (także po każdej zmianie)."
          className="flex-1"
        >
          <Input
            type="url"
            inputMode="url"
            placeholder="https://meet.example.com/abc-defg-hij"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </Field>
        <Button type="submit" variant="outline" disabled={save.isPending || unchanged} className="sm:mb-6">
          {save.isPending ? SENDING_LABEL.pl : 'Zapisz link'}
        </Button>
      </form>
    </section>
  );
}
