import { z } from 'zod';
import { BETA_BENEFIT_COUNT, ROADMAP_STATUSES, type SiteContent } from '../site-content';

export { ROADMAP_STATUSES };

export const ROADMAP_STATUS_LABELS = {
  launched: 'Wdrożone',
  inProgress: 'W realizacji',
  testing: 'Testy',
  planned: 'Planowane',
} as const;

const text = (label: string, max: number) =>
  z
    .string(`${label}: pole wymagane`)
    .trim()
    .min(1, `${label}: pole wymagane`)
    .max(max, `${label}: najwyżej ${max} znaków`);

/** One text in both languages: the Polish and the English site each show their own. */
const localized = (label: string, max: number) =>
  z.object({ pl: text(`${label} (PL)`, max), en: text(`${label} (EN)`, max) });

export const roadmapItemSchema = z.object({
  when: text('Termin', 40),
  status: z.enum(ROADMAP_STATUSES, `Status: dozwolone ${ROADMAP_STATUSES.join(', ')}`),
  title: localized('Tytuł', 120),
  description: localized('Opis', 400),
});

const betaBenefitSchema = z.object({
  title: localized('Tytuł', 120),
  description: localized('Opis', 300),
});

/** PUT /api/admin/site-content and every read of the content: the whole document, validated as one. */
export const siteContentSchema = z.object({
  launchTimeline: z
    .array(roadmapItemSchema, 'Harmonogram startu jest wymagany')
    .min(1, 'Harmonogram startu musi mieć co najmniej jeden etap')
    .max(12, 'Harmonogram startu może mieć najwyżej 12 etapów'),
  featureRoadmap: z
    .array(roadmapItemSchema, 'Plan funkcji jest wymagany')
    .min(1, 'Plan funkcji musi mieć co najmniej jedną pozycję')
    .max(20, 'Plan funkcji może mieć najwyżej 20 pozycji'),
  beta: z.object({
    benefits: z
      .array(betaBenefitSchema, 'Korzyści są wymagane')
      .length(BETA_BENEFIT_COUNT, `Sekcja beta ma dokładnie ${BETA_BENEFIT_COUNT} korzyści`),
    popupBenefits: z
      .array(localized('Korzyść', 200), 'Lista korzyści jest wymagana')
      .min(1, 'Okno beta musi mieć co najmniej jedną korzyść')
      .max(8, 'Okno beta może mieć najwyżej 8 korzyści'),
  }),
}) satisfies z.ZodType<SiteContent>;
