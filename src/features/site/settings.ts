import type { GlobalConfig } from 'payload'

import { adminOnly, anyone, hiddenUnlessAdmin } from '@/lib/access'
import { expireTags } from '@/features/content/publish'
import { TAGS } from '@/lib/cacheTags'
import { forgetEmailSettings } from '@/features/leads'

/** Site configuration: every visitor reads it (every page shows it), only the admin changes it. */
/**
 * The agent's phone, which every page shows and links to (`tel:` keeps its digits alone): a number
 * a phone can dial, with its area code. Words ("call me maybe") made every call link dial nothing.
 */
const phoneNumber = (value: unknown) => {
  const text = typeof value === 'string' ? value.trim() : ''
  if (!text) return 'Enter the phone number.'
  const digits = text.replace(/\D/g, '').length
  return /^\+?[\d\s().-]+$/.test(text) && digits >= 10 && digits <= 15
    ? true
    : 'Enter a phone number with its area code, like (973) 555-0142.'
}

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: {
    group: 'Settings',
    hidden: hiddenUnlessAdmin,
    description: 'Who the agent is and how visitors reach them. Every page reads these.',
  },
  access: { read: anyone, update: adminOnly },
  hooks: {
    afterChange: [
      () => expireTags([TAGS.siteSettings]),
      // Lead emails keep their own copy for a minute (features/leads/delivery/settings.ts).
      () => forgetEmailSettings(),
    ],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Agent',
          fields: [
            { name: 'agentName', type: 'text', required: true },
            {
              name: 'agentTitle',
              type: 'text',
              admin: { description: 'e.g. REALTOR®, Sales Associate' },
            },
            {
              name: 'phone',
              type: 'text',
              required: true,
              admin: { description: 'Shown on every page and called from its links.' },
              validate: phoneNumber,
            },
            { name: 'email', type: 'email', required: true },
            {
              name: 'agentLicenseNumber',
              label: 'Agent licence number',
              type: 'text',
              required: true,
            },
            {
              name: 'isDemo',
              type: 'checkbox',
              label: 'These are demo values',
              defaultValue: false,
            },
          ],
        },
        {
          label: 'Brokerage & office',
          fields: [
            { name: 'brokerageName', type: 'text', required: true },
            {
              name: 'brokerageLicenseNumber',
              label: 'Brokerage licence number',
              type: 'text',
              required: true,
            },
            { name: 'brokeragePhone', type: 'text' },
            { name: 'officeName', type: 'text', required: true },
            {
              name: 'officeAddress',
              type: 'group',
              fields: [
                { name: 'street', type: 'text', required: true },
                { name: 'city', type: 'text', required: true },
                { name: 'state', type: 'text', required: true, defaultValue: 'NJ' },
                { name: 'postalCode', type: 'text', required: true },
              ],
            },
          ],
        },
        {
          label: 'Links',
          fields: [
            {
              name: 'socialLinks',
              type: 'array',
              labels: { singular: 'Profile link', plural: 'Profile links' },
              fields: [
                { name: 'label', type: 'text', required: true },
                { name: 'url', type: 'text', required: true },
              ],
            },
            {
              name: 'developerCredit',
              type: 'group',
              fields: [
                { name: 'label', type: 'text' },
                { name: 'url', type: 'text' },
              ],
            },
          ],
        },
        {
          label: 'Area & footer',
          fields: [
            {
              name: 'serviceTowns',
              type: 'array',
              minRows: 1,
              fields: [{ name: 'name', type: 'text', required: true }],
            },
            {
              name: 'serviceCounties',
              type: 'array',
              fields: [{ name: 'name', type: 'text', required: true }],
            },
            {
              name: 'mlsDisclaimer',
              label: 'MLS and IDX disclaimer',
              type: 'textarea',
              admin: {
                description:
                  'The wording your MLS requires under its listings. {brokerage} and {year} are filled in. Empty: the Garden State MLS wording.',
              },
            },
            {
              name: 'footerStats',
              type: 'array',
              maxRows: 4,
              fields: [
                { name: 'value', type: 'text', required: true },
                { name: 'label', type: 'text', required: true },
              ],
            },
          ],
        },
      ],
    },
  ],
}
