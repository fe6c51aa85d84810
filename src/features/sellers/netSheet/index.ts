/** The seller's net sheet: the page, and how it reads its address. */
export { NetSheetPage } from './NetSheetPage'
export { readNetSheet, type RawParams } from './inputs'
export { NET_SHEET_PATH } from './NetSheetForm'
