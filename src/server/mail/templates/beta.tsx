import { Text } from '@react-email/components';
import { visitorMail } from './blocks';
import { defineMailMessages, type MailContext } from './context';
import { text } from './layout';
import type { RenderedTemplate } from './types';

/* The visitor's copy of a beta programme sign-up. */

export type BetaSignupConfirmationData = { signupId: string; name: string; clubName: string };

const texts = defineMailMessages({
  pl: {
    subject: 'Dziękujemy za zgłoszenie do programu beta',
    intro: (club: string) =>
      `Dziękujemy za zgłoszenie klubu ${club} do programu beta. Skontaktujemy się z Tobą, aby ustalić szczegóły i przekazać dostęp.`,
  },
  en: {
    subject: 'Thank you for joining the beta programme',
    intro: (club: string) =>
      `Thank you for signing up ${club} for the beta programme. We will contact you to agree the details and give you access.`,
  },
});

export function betaSignupConfirmation(
  data: BetaSignupConfirmationData,
  context: MailContext,
): RenderedTemplate {
  const t = texts[context.language];
  return visitorMail(
    context,
    { subject: t.subject, name: data.name },
    <Text style={text}>{t.intro(data.clubName)}</Text>,
  );
}
