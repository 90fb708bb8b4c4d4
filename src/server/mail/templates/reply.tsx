import { Body, Head, Html, Preview, Text } from '@react-email/components';
import { common } from './blocks';
import type { MailContext } from './context';
import { text } from './layout';
import type { RenderedTemplate } from './types';

/*
 * The operator's own words to a visitor, written in a record of the back office ('Odpowiedz'). It reads as a
 * person's letter: no brand frame, no heading, no 'sent automatically' footer; the greeting, the words as
 * typed and the operator's signature.
 */

export type OperatorReplyData = {
  /** The record the reply answers (the outbox shows it with the record). */
  recordId: string;
  name: string;
  subject: string;
  /** As the operator typed it: paragraphs separated by blank lines, line breaks kept. */
  message: string;
  /** The operator's signature as they wrote it; without it, their address and the company's name. */
  signature?: string | null;
  /** The signed-in operator's address (the reply's Reply-To). */
  operatorEmail?: string;
};

const paragraphsOf = (value: string) =>
  value
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** What closes the letter: the operator's own signature, else who wrote and for whom. */
export function replySignature(data: OperatorReplyData, context: MailContext): string {
  const own = data.signature?.trim();
  if (own) return own;
  const { company } = context;
  return [data.operatorEmail, company.name, company.phone].filter(Boolean).join('\n');
}

export function operatorReply(data: OperatorReplyData, context: MailContext): RenderedTemplate {
  const paragraphs = paragraphsOf(data.message);
  const plain = { ...text, whiteSpace: 'pre-line' as const };
  return {
    subject: data.subject,
    element: (
      <Html lang={context.language}>
        <Head />
        <Preview>{paragraphs[0] ?? data.subject}</Preview>
        <Body style={{ fontFamily: 'Arial, Helvetica, sans-serif', color: '#0f172a' }}>
          <Text style={text}>{common[context.language].hello(data.name)}</Text>
          {paragraphs.map((paragraph, index) => (
            <Text key={index} style={plain}>
              {paragraph}
            </Text>
          ))}
          <Text style={plain}>
            {common[context.language].regards},{'\n'}
            {replySignature(data, context)}
          </Text>
        </Body>
      </Html>
    ),
  };
}
