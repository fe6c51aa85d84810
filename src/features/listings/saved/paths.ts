/** The saved homes page: the homes a visitor keeps in this browser, and "Email me these homes". */
export const SAVED_PATH = '/listings/saved'

/**
 * The saved homes page's count heading (or, with none left, the sentence that says so), where
 * the keyboard goes when a card is removed.
 */
export const SAVED_TITLE_ID = 'saved-title'
