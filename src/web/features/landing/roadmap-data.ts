import type { RoadmapStatus } from '@shared/site-content';

export { ROADMAP_STATUSES, type RoadmapStatus } from '@shared/site-content';

/** The legend colours of the roadmap statuses (product §1): launched green, in progress blue, testing yellow, planned purple. */
export const STATUS_STYLES: Record<RoadmapStatus, { dot: string; badge: string }> = {
  launched: { dot: 'bg-green-600', badge: 'bg-green-100 text-green-900 border-green-200' },
  inProgress: { dot: 'bg-blue-600', badge: 'bg-blue-100 text-blue-900 border-blue-200' },
  testing: { dot: 'bg-amber-400', badge: 'bg-amber-100 text-amber-900 border-amber-200' },
  planned: { dot: 'bg-purple-600', badge: 'bg-purple-100 text-purple-900 border-purple-200' },
};
