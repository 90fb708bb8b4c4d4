/** What other modules may use of slots (docs/contributing.md, boundaries): the calendar's invalidation. */
export { slotsChangedIn, type SlotsChanged } from './public-slots';
