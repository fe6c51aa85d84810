/** What other features use of publishing: expiring cache tags here and in every process. */
export { expireTags, expireTagsHere } from './expireTags'
