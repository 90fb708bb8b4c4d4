/** Roadmap statuses and their legend colours (product §1): launched green, in progress blue, testing yellow, planned purple. */
export const ROADMAP_STATUSES = ['launched', 'inProgress', 'testing', 'planned'] as const;
export type RoadmapStatus = (typeof ROADMAP_STATUSES)[number];

export const STATUS_STYLES: Record<RoadmapStatus, { dot: string; badge: string }> = {
  launched: { dot: 'bg-green-600', badge: 'bg-green-100 text-green-900 border-green-200' },
  inProgress: { dot: 'bg-blue-600', badge: 'bg-blue-100 text-blue-900 border-blue-200' },
  testing: { dot: 'bg-amber-400', badge: 'bg-amber-100 text-amber-900 border-amber-200' },
  planned: { dot: 'bg-purple-600', badge: 'bg-purple-100 text-purple-900 border-purple-200' },
};

/** Launch timeline of product §1, in order; texts in roadmap-messages.ts under the same keys. */
export const LAUNCH_TIMELINE = [
  { key: 'closedTests', when: 'Q3 2025', status: 'testing' },
  { key: 'feedback', when: 'Q4 2025', status: 'inProgress' },
  { key: 'promo', when: 'Q1 2026', status: 'planned' },
  { key: 'production', when: 'Q2 2026', status: 'planned' },
] as const satisfies readonly { key: string; when: string; status: RoadmapStatus }[];

/** Feature roadmap of product §1; the modules already in the product come first. */
export const FEATURE_ROADMAP = [
  { key: 'core', when: '2025', status: 'launched' },
  { key: 'rangeBooking', when: 'Q4 2025', status: 'inProgress' },
  { key: 'events', when: 'Q4 2025', status: 'inProgress' },
  { key: 'board', when: 'Q1 2026', status: 'planned' },
  { key: 'advancedTraining', when: 'Q3 2026', status: 'planned' },
  { key: 'elearning', when: 'Q3 2026', status: 'planned' },
  { key: 'finances', when: 'Q4 2026', status: 'planned' },
] as const satisfies readonly { key: string; when: string; status: RoadmapStatus }[];
