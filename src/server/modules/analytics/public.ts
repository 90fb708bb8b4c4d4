// What the lead modules use: the request's visitor signals, handed to app.deps.analytics.attributeLead.
export { visitorSignals } from './visitor';
