// The landing sections that need no JavaScript of their own: the page renders them as static islands.
export { BetaBenefits } from './beta-benefits';
export { FeaturesGrid } from './features-grid';
export { RoadmapSection } from './roadmap-section';
