/** The "As an investment" panel a listing's page shows (docs/investors.md). */
export { InvestmentPanel } from './InvestmentPanel'
export type { PanelListing } from './read'
