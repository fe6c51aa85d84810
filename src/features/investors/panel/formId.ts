/** The id of the panel's form, which the island reads its starting values from. */
export const FORM_ID = 'investment-form'
