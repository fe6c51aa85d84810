/** What other features' forms share of the calculator's lead: the US phone rule and its formatting. */
export { editPhone, formatPhone, phoneDigits, typedPhoneDigits } from './phone'
