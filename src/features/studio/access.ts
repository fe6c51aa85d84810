import type { Access } from 'payload'

/** Anyone, signed in or not. Only for content the public site shows. */
export const anyone: Access = () => true

/** A signed-in studio user. */
export const signedIn: Access = ({ req }) => Boolean(req.user)

/** Signed-in users read drafts too; visitors read only what is published. */
export const publishedOrSignedIn: Access = ({ req }) =>
  req.user ? true : { _status: { equals: 'published' } }

/** No one through Payload's APIs; only the site's own endpoints (local API) write these. */
export const nobody: Access = () => false
