import { useRef, useState } from 'react';
import { noteConversion } from '@web/lib/visit-activity';
import { useSendFailure } from './send-failure';
import { usePublicFormGuard, type GuardFields } from './use-public-form-guard';

/**
 * Sending a public form, one way for all of them (the contact form, the beta sign-up, the demo booking, the
 * simple and the full order): the spam protection's fields (usePublicFormGuard), the submission's key and a
 * lost send's retry of the same request (useSendFailure), the visit's conversion, and `pending` from the
 * click until the answer, the proof-of-work's wait included, so a second click sends nothing.
 *
 * `send(body, onError)` resolves with the server's answer, or with null when it was not sent: a failure to
 * send is already shown at the form (`failure`, SendFailureNotice) and every error goes to `onError` too,
 * for what only the form knows (its fields' refusals, its toast).
 */
export function usePublicFormSubmit<Request extends object, Answer>(
  request: (body: Request, submissionKey: string) => Promise<Answer>,
) {
  const guard = usePublicFormGuard();
  const sending = useSendFailure();
  const [pending, setPending] = useState(false);
  // Read at the click, not from the last render: a double click comes before React renders `pending`.
  const inFlight = useRef(false);

  /** What the form sends: its own fields; the guard's are added here. */
  type Body = Omit<Request, keyof GuardFields>;
  const send = async (body: Body, onError: (error: unknown) => void): Promise<Answer | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setPending(true);
    const key = sending.keyFor(body);
    // Ready again before the form reacts to the answer: it may give the focus back to its button.
    const settle = () => {
      inFlight.current = false;
      setPending(false);
    };
    let answer: Answer;
    try {
      const fields = await sending.guardFieldsFor(key, guard.collect);
      answer = await request({ ...body, ...fields } as Request, key);
    } catch (error) {
      settle();
      sending.caught(error);
      onError(error);
      return null;
    }
    settle();
    sending.sent();
    noteConversion();
    return answer;
  };

  return {
    send,
    pending,
    guard,
    failure: sending.failure,
    clearFailure: sending.clear,
    /** Shows a failure met before sending (a chunk the form's own check loads); true when it was one. */
    showFailure: sending.caught,
  };
}
