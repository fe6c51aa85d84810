/** The sellers' pages' analytics events (window.dataLayer), one small script on those pages only. */
export { HomeValueEvents, NetSheetEvents } from './SellerEvents'
export type { SellerEvent } from './events'
