/**
 * What other features show of the listings: the MLS disclaimer, when the data was updated, and
 * the address of a listing's page.
 */
export { disclaimerParagraphs, listingDataUpdatedAt } from './disclaimer'
export { listingPath } from './view'
