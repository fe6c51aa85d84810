/** What other features show of the listings: the MLS disclaimer and when the data was updated. */
export { disclaimerParagraphs, listingDataUpdatedAt } from './disclaimer'
