/**
 * What other modules may use of slots (docs/contributing.md, boundaries): the calendar's invalidation and
 * the booking rules' verdict inside a booking's transaction.
 */
export { slotsChangedIn, type SlotsChanged } from './public-slots';
export { bookingRuleRefusalIn } from './booking-rules';
