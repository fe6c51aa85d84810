import { importExportPlugin } from '@payloadcms/plugin-import-export'
import type { CollectionConfig, CollectionSlug, Endpoint } from 'payload'

import { hiddenUnlessLeadTeam, LEADS_NOT_FOR_ROLE, leadTeam, nobody, seesLeads } from '@/lib/access'

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

/** An export endpoint that answers only whoever sees leads (the plugin's own check is per row). */
const forLeadTeam = (endpoint: Endpoint): Endpoint => ({
  ...endpoint,
  handler: (req) =>
    seesLeads(req.user)
      ? endpoint.handler(req)
      : Response.json(
          { errors: [{ message: LEADS_NOT_FOR_ROLE }] },
          { status: req.user ? 403 : 401 },
        ),
})

/**
 * The exports collection (the download and its preview) is lead data: only the admin and the
 * agent reach it; an editor would otherwise get an empty file or a preview of every column.
 */
const leadTeamExports = ({ collection }: { collection: CollectionConfig }): CollectionConfig => ({
  ...collection,
  admin: { ...collection.admin, hidden: hiddenUnlessLeadTeam },
  access: { ...collection.access, read: leadTeam, create: leadTeam, delete: leadTeam },
  endpoints: Array.isArray(collection.endpoints) ? collection.endpoints.map(forLeadTeam) : [],
})

/**
 * CSV export of the lead inbox: each lead list in the studio gets an "Export" entry in its list
 * menu that downloads the rows of the current filter and sort. The admin and the agent only (the
 * export reads with the user's own access); no import, and no copies kept on the server. Every
 * cell a spreadsheet would run as a formula is written as text.
 */
export const leadExportPlugin = (slugs: CollectionSlug[]) =>
  importExportPlugin({
    overrideImportCollection: closedImports,
    overrideExportCollection: leadTeamExports,
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
