/** The id of the panel's form, which the island reads its starting values from. */
export const FORM_ID = 'investment-form'

/** The figures above the form, where the island takes a visitor who presses "Update figures". */
export const FIGURES_ID = 'investment-figures'

/** An assumption's field. */
export const fieldId = (name: string) => `inv-${name}`
