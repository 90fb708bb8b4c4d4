import type { Language } from './language';

/**
 * The site's operator-edited texts (product §1: roadmap, launch timeline, beta offer), edited in the back
 * office ('Treści strony') and read by the public pages. This file holds the shapes and the statuses
 * without zod, so the public bundle can use them; the validating contract is contracts/site-content.ts.
 */
export const ROADMAP_STATUSES = ['launched', 'inProgress', 'testing', 'planned'] as const;
export type RoadmapStatus = (typeof ROADMAP_STATUSES)[number];

export type Localized = Record<Language, string>;
export type RoadmapItem = { when: string; status: RoadmapStatus; title: Localized; description: Localized };
export type BetaBenefit = { title: Localized; description: Localized };
export type SiteContent = {
  launchTimeline: RoadmapItem[];
  featureRoadmap: RoadmapItem[];
  beta: {
    /** The four cards of the landing page's beta section (each has its icon, in this order). */
    benefits: BetaBenefit[];
    /** The bullet list of the beta pop-up. */
    popupBenefits: Localized[];
  };
};

/** The beta section's cards: their number is fixed by the icons drawn beside them. */
export const BETA_BENEFIT_COUNT = 4;

export const SITE_CONTENT_ELEMENT_ID = 'site-content';
export const SITE_CONTENT_PATH = '/api/site-content';
