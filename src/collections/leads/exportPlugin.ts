import { importExportPlugin } from '@payloadcms/plugin-import-export'
import type { CollectionSlug } from 'payload'

/**
 * CSV export of the lead inbox: each lead list in the studio gets an "Export" entry in its list
 * menu that downloads the rows of the current filter and sort. Signed-in users only (the
 * export reads with the user's own access); no import, and no copies kept on the server.
 */
export const leadExportPlugin = (slugs: CollectionSlug[]) =>
  importExportPlugin({
    collections: slugs.map((slug) => ({
      slug,
      import: false,
      export: { format: 'csv', disableJobsQueue: true, disableSave: true },
    })),
  })
