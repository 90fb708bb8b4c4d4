import { z } from 'zod';

/**
 * The operator's reply templates ('Treści strony' → 'Szablony odpowiedzi'): ready texts for the record's
 * 'Odpowiedz'. Private to the back office (never in the public site's content). `{imię}` and `{klub}` in a
 * subject or message become the person's name and club when the template is chosen.
 */
export const REPLY_TEMPLATES_PATH = '/api/admin/reply-templates';
export const MAX_REPLY_TEMPLATES = 30;
export const REPLY_TEMPLATE_PLACEHOLDERS = { name: '{imię}', club: '{klub}' } as const;

const text = (label: string, max: number) =>
  z
    .string(`${label}: pole wymagane`)
    .trim()
    .min(1, `${label}: pole wymagane`)
    .max(max, `${label}: najwyżej ${max} znaków`);

export const replyTemplateSchema = z.object({
  name: text('Nazwa szablonu', 80),
  subject: z.string('Temat musi być tekstem').trim().max(200, 'Temat: najwyżej 200 znaków'),
  message: text('Wiadomość', 5000),
});
export type ReplyTemplate = z.infer<typeof replyTemplateSchema>;

export const replyTemplatesSchema = z.object({
  templates: z
    .array(replyTemplateSchema, 'Podaj listę szablonów')
    .max(MAX_REPLY_TEMPLATES, `Najwyżej ${MAX_REPLY_TEMPLATES} szablonów`)
    .refine(
      (templates) =>
        new Set(templates.map((template) => template.name.toLowerCase())).size === templates.length,
      'Nazwy szablonów muszą się różnić',
    ),
});
export type ReplyTemplates = z.infer<typeof replyTemplatesSchema>;

/** A template's text for one person: the placeholders filled, a missing club left out cleanly. */
export function fillReplyTemplate(text: string, person: { name: string; clubName: string | null }): string {
  return text
    .replaceAll(REPLY_TEMPLATE_PLACEHOLDERS.name, person.name)
    .replaceAll(REPLY_TEMPLATE_PLACEHOLDERS.club, person.clubName ?? '')
    .replace(/ {2,}/g, ' ');
}
