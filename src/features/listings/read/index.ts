/**
 * What other features show of the listings: the MLS disclaimer, when the data was updated, the
 * address of a listing's page, and the cost rules the payment estimate uses (the county's typical
 * tax rate, the HOA fee per month).
 */
export { disclaimerParagraphs, listingDataUpdatedAt } from './disclaimer'
export { listingPath } from './view'
export { COUNTY_TAX_RATE, monthlyHoa } from './estimate'
