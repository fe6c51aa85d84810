/** The section's own words; the heading and the intro can be changed per block in the studio. */
export const HOME_VALUE_TITLE = 'What is your home worth?'
export const HOME_VALUE_INTRO =
  'An estimate at once from the closed sales around your home, with every sale we compared and every adjustment shown. No sign-up.'
export const HOME_VALUE_HINT = 'Your street address, or just the town or ZIP code.'
export const HOME_VALUE_SUBMIT = 'Get my estimate'
