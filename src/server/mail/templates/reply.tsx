import { Text } from '@react-email/components';
import { visitorMail } from './blocks';
import type { MailContext } from './context';
import { text } from './layout';
import type { RenderedTemplate } from './types';

/* The operator's own words to a visitor, written in a record of the back office ('Odpowiedz'). */

export type OperatorReplyData = {
  /** The record the reply answers (the outbox shows it with the record). */
  recordId: string;
  name: string;
  subject: string;
  /** As the operator typed it: paragraphs separated by blank lines, line breaks kept. */
  message: string;
};

export function operatorReply(data: OperatorReplyData, context: MailContext): RenderedTemplate {
  const paragraphs = data.message
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return visitorMail(
    context,
    { subject: data.subject, name: data.name },
    <>
      {paragraphs.map((paragraph, index) => (
        <Text key={index} style={{ ...text, whiteSpace: 'pre-line' }}>
          {paragraph}
        </Text>
      ))}
    </>,
  );
}
