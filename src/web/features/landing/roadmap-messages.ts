import { defineMessages } from '@web/i18n/messages';

/** The section's fixed texts; its items and dates are the operator's (site content, 'Treści strony'). */
export const roadmapMessages = defineMessages<{
  eyebrow: string;
  title: string;
  description: string;
  legend: string;
  status: Record<'launched' | 'inProgress' | 'testing' | 'planned', string>;
  launchTitle: string;
  featuresTitle: string;
  suggestTitle: string;
  suggestText: string;
  suggestButton: string;
}>({
  pl: {
    eyebrow: 'Nowości',
    title: 'Plan rozwoju',
    description:
      'Rozwijamy system razem z klubami. Zobacz, co już działa, nad czym pracujemy i co planujemy.',
    legend: 'Legenda statusów',
    status: { launched: 'Wdrożone', inProgress: 'W realizacji', testing: 'Testy', planned: 'Planowane' },
    launchTitle: 'Harmonogram startu',
    featuresTitle: 'Plan funkcji',
    suggestTitle: 'Brakuje Ci czegoś?',
    suggestText: 'Napisz, czego potrzebuje Twój klub – propozycje użytkowników kształtują nasz plan rozwoju.',
    suggestButton: 'Zaproponuj funkcję',
  },
  en: {
    eyebrow: "What's new",
    title: 'Roadmap',
    description:
      'We build the system together with clubs. See what already works, what we are working on and what comes next.',
    legend: 'Status legend',
    status: { launched: 'Launched', inProgress: 'In progress', testing: 'Testing', planned: 'Planned' },
    launchTitle: 'Launch timeline',
    featuresTitle: 'Feature roadmap',
    suggestTitle: 'Missing something?',
    suggestText: 'Tell us what your club needs – suggestions from users shape our roadmap.',
    suggestButton: 'Suggest a feature',
  },
});
