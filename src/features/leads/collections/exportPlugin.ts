import { importExportPlugin } from '@payloadcms/plugin-import-export'
import type { CollectionConfig, CollectionSlug } from 'payload'

import { nobody } from '@/features/studio/access'

import { neutralizeFormulas } from './csvFormulas'

/**
 * The plugin always adds its `imports` upload collection, with an upload preview endpoint that
 * parses whatever it is sent. Nothing is imported here: the collection stays (its table exists)
 * but is hidden, closed to everyone and without endpoints.
 */
const closedImports = ({ collection }: { collection: CollectionConfig }): CollectionConfig => ({
  ...collection,
  admin: { ...collection.admin, hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  endpoints: [],
})

/**
 * CSV export of the lead inbox: each lead list in the studio gets an "Export" entry in its list
 * menu that downloads the rows of the current filter and sort. Signed-in users only (the
 * export reads with the user's own access); no import, and no copies kept on the server. Every
 * cell a spreadsheet would run as a formula is written as text.
 */
export const leadExportPlugin = (slugs: CollectionSlug[]) =>
  importExportPlugin({
    overrideImportCollection: closedImports,
    collections: slugs.map((slug) => ({
      slug,
      import: false,
      export: {
        format: 'csv',
        disableJobsQueue: true,
        disableSave: true,
        hooks: { before: ({ data }) => data.map(neutralizeFormulas) },
      },
    })),
  })
