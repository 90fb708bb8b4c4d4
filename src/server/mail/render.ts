import { render } from '@react-email/render';
import type { MailContext } from './templates/context';
import { MAIL_TEMPLATES, type MailTemplateData, type MailTemplateName } from './templates/index';

export type RenderedMail = { subject: string; html: string; text: string };

/** Renders a template to the HTML and plain-text bodies stored in the outbox (and sent as they are). */
export async function renderMail<N extends MailTemplateName>(
  template: N,
  data: MailTemplateData<N>,
  context: MailContext,
): Promise<RenderedMail> {
  const build = MAIL_TEMPLATES[template] as (
    data: MailTemplateData<N>,
    context: MailContext,
  ) => {
    subject: string;
    element: Parameters<typeof render>[0];
  };
  const { subject, element } = build(data, context);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text };
}
