/**
 * The lead forms content blocks place on a page (client components; a server component may
 * import them from here, unlike the hook pieces in forms/index.ts).
 */
export { ContactForm } from './forms/ContactForm.client'
export { NewsletterForm } from './forms/NewsletterForm.client'
