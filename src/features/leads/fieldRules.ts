/**
 * The rules every lead form's fields share (name, email, phone, message; cleaning and limits),
 * for other features' forms and their servers alike: plain functions, safe in the browser.
 */
export * from './forms/rules'
