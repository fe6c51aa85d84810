import type { Access } from 'payload'

/** Anyone, signed in or not. Only for content the public site shows. */
export const anyone: Access = () => true

/** A signed-in studio user. */
export const signedIn: Access = ({ req }) => Boolean(req.user)
