import { NotFound, type CollectionBeforeOperationHook, type Config, type Plugin } from 'payload'

import { isDocumentId, rejectMalformedWhere } from './malformedQuery'

/**
 * Documents have whole-number ids on both databases. Asked for any other id (`/api/pages/abc`),
 * Payload's REST API answered 500 after the database refused the query; this answers the same
 * 404 as for a number that names no document.
 */
export const rejectMalformedId: CollectionBeforeOperationHook = ({ args, req }) => {
  const id: unknown = (args as { id?: unknown }).id
  if (id === undefined || id === null) return args
  if (isDocumentId(id)) return args
  throw new NotFound(req.t)
}

/**
 * Adds rejectMalformedId and rejectMalformedWhere (./malformedQuery) to every collection of the
 * config, ours and earlier plugins' alike; not to those Payload adds after plugins run (jobs,
 * locked documents, preferences, migrations), whose queries Payload builds itself.
 */
export const malformedIdPlugin: Plugin = (config: Config): Config => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => ({
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [
        ...(collection.hooks?.beforeOperation ?? []),
        rejectMalformedId,
        rejectMalformedWhere,
      ],
    },
  })),
})
