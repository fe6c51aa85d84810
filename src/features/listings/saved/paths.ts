/** The saved homes page: the homes a visitor keeps in this browser, and "Email me these homes". */
export const SAVED_PATH = '/listings/saved'
