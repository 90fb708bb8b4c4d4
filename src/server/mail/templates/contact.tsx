import { Text } from '@react-email/components';
import { visitorMail } from './blocks';
import { defineMailMessages, type MailContext } from './context';
import { quote, text } from './layout';
import type { RenderedTemplate } from './types';

/* The visitor's copy of the contact form. */

export type ContactConfirmationData = { contactId: string; name: string; subject: string; message: string };

const texts = defineMailMessages({
  pl: {
    subject: 'Otrzymaliśmy Twoją wiadomość',
    intro:
      'Dziękujemy za wiadomość. Odpowiemy najszybciej, jak to możliwe, zwykle w ciągu jednego dnia roboczego.',
    yours: 'Twoja wiadomość',
    topic: 'Temat',
  },
  en: {
    subject: 'We received your message',
    intro: 'Thank you for your message. We will reply as soon as we can, usually within one business day.',
    yours: 'Your message',
    topic: 'Subject',
  },
});

export function contactConfirmation(data: ContactConfirmationData, context: MailContext): RenderedTemplate {
  const t = texts[context.language];
  return visitorMail(
    context,
    { subject: t.subject, name: data.name },
    <>
      <Text style={text}>{t.intro}</Text>
      <Text style={text}>
        <strong>{t.yours}</strong> ({t.topic}: {data.subject})
      </Text>
      <Text style={quote}>{data.message}</Text>
    </>,
  );
}
