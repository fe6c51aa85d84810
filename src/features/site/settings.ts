import type { GlobalConfig } from 'payload'

import { adminOnly, anyone, hiddenUnlessAdmin } from '@/lib/access'
import { clearedWhenEdited } from '@/lib/fields'
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
              label: 'Agent license number',
              type: 'text',
              required: true,
            },
            {
              name: 'isDemo',
              type: 'checkbox',
              label: 'These are demo values',
              defaultValue: false,
              hooks: { beforeChange: [clearedWhenEdited] },
              admin: {
                readOnly: true,
                description: 'Your first save of these settings clears it.',
              },
            },
          ],
        },
        {
          label: 'Brokerage & office',
          fields: [
            { name: 'brokerageName', type: 'text', required: true },
            {
              name: 'brokerageLicenseNumber',
              label: 'Brokerage license number',
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
                { name: 'postalCode', label: 'ZIP code', type: 'text', required: true },
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
                {
                  name: 'label',
                  label: 'Name',
                  type: 'text',
                  required: true,
                  admin: { description: 'e.g. "Facebook"' },
                },
                { name: 'url', label: 'Web address', type: 'text', required: true },
              ],
            },
            {
              name: 'developerCredit',
              label: 'Website credit',
              type: 'group',
              admin: {
                description:
                  'A line at the foot of every page linking to whoever made the site (e.g. "Website by Studio North"); shown only with both filled in.',
              },
              fields: [
                { name: 'label', label: 'Text', type: 'text' },
                { name: 'url', label: 'Web address', type: 'text' },
              ],
            },
          ],
        },
        {
          label: 'Area & footer',
          fields: [
            {
              name: 'serviceTowns',
              labels: { singular: 'Town', plural: 'Towns' },
              type: 'array',
              minRows: 1,
              fields: [{ name: 'name', type: 'text', required: true }],
            },
            {
              name: 'serviceCounties',
              labels: { singular: 'County', plural: 'Counties' },
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
              name: 'newsletterNote',
              label: 'Line under the newsletter sign-up',
              type: 'text',
              maxLength: 160,
              admin: {
                description:
                  'Empty: the standard line, which claims over 2,000 subscribers. If that is not true for you, write your own, e.g. "Unsubscribe anytime."',
              },
            },
            {
              name: 'footerStats',
              label: 'Footer figures',
              labels: { singular: 'Figure', plural: 'Figures' },
              type: 'array',
              maxRows: 4,
              fields: [
                {
                  name: 'value',
                  label: 'Figure',
                  type: 'text',
                  required: true,
                  admin: { description: 'e.g. "250+"' },
                },
                {
                  name: 'label',
                  label: 'Caption',
                  type: 'text',
                  required: true,
                  admin: { description: 'e.g. "Homes sold"' },
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
