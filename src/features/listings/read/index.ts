/**
 * What other features show of the listings: the MLS disclaimer, when the data was updated, the
 * address of a listing's page, the cost rules the payment estimate uses (the county's typical
 * tax rate, the HOA fee per month), and a home on show as a lead about it keeps it.
 */
export { disclaimerParagraphs, listingDataUpdatedAt } from './disclaimer'
export { listingPath } from './view'
export { COUNTY_TAX_RATE, monthlyHoa } from './estimate'
export { shownHome, type ShownHome } from './shownHome'
