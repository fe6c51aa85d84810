import type { Field, TextField } from 'payload'

import { AREAS } from '@/lib/areas'
import { clearedWhenEdited } from '@/lib/fields'

import { slugFrom, slugFromTitle } from './slug'

const MADE_FROM_TITLE =
  'Made from the title until the first publish (leave it empty, or type your own); after that it changes only when you change it.'

/**
 * A URL slug, unique, shown in the sidebar, made from the title while the agent leaves it to us
 * (slug.ts). Left empty, it passes the form's check when the title can make one. `reserved`: the
 * addresses the site answers itself, refused when typed (pages live at the site's top level).
 */
export function slugField(
  description = 'The last part of the page address.',
  reserved: readonly string[] = [],
): TextField {
  return {
    name: 'slug',
    label: 'Web address',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: { position: 'sidebar', description: `${description} ${MADE_FROM_TITLE}` },
    hooks: { beforeValidate: [slugFromTitle(reserved)] },
    validate: (value: unknown, { data }: { data: Partial<{ title: unknown }> }) => {
      if (typeof value === 'string' && reserved.includes(value))
        return `The site itself answers /${value}: choose another address.`
      if (typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) return true
      if (!value && typeof data.title === 'string' && slugFrom(data.title)) return true
      return value
        ? 'Use lowercase letters, numbers and single hyphens, e.g. "spring-market-2026".'
        : 'Type an address, or a title with letters or numbers to make one from.'
    },
  }
}

/** The eight service-area slugs the site serves: communities and market reports use exactly these. */
export function areaSlugField(): Field {
  return {
    name: 'slug',
    type: 'select',
    required: true,
    unique: true,
    index: true,
    label: 'Service area',
    options: AREAS.map(({ slug, name }) => ({ label: name, value: slug })),
    admin: { position: 'sidebar', description: 'Which of the eight service areas this is.' },
  }
}

/** Marks seeded content so the agent can tell it from their own. */
export const demoFlag: Field = {
  name: 'isDemo',
  type: 'checkbox',
  label: 'Demo content',
  defaultValue: false,
  hooks: { beforeChange: [clearedWhenEdited] },
  admin: {
    position: 'sidebar',
    readOnly: true,
    description: 'Seeded example content: replace it with your own. Your first save clears it.',
  },
}

/** A list of short texts edited one per row (e.g. highlights, key features). */
export function textList(name: string, label: string, extra: Partial<Field> = {}): Field {
  return {
    name,
    label,
    type: 'array',
    labels: { singular: 'Line', plural: 'Lines' },
    fields: [{ name: 'text', type: 'text', required: true }],
    ...extra,
  } as Field
}

/** Search-engine and social-sharing fields, in their own tab. */
export const seoGroup: Field = {
  name: 'seo',
  label: 'Search & sharing',
  type: 'group',
  fields: [
    {
      name: 'title',
      label: 'Title in search results',
      type: 'text',
      admin: { description: 'Defaults to the page title.' },
    },
    {
      name: 'description',
      label: 'Search result text',
      type: 'textarea',
      maxLength: 300,
      admin: {
        description:
          'Shown under the title in search results and link previews; about 150 characters.',
      },
    },
    {
      name: 'image',
      label: 'Social image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Shown when the page is shared; 1200 × 630 pixels is best.' },
    },
  ],
}

export const trendField = (name: string, label: string): Field => ({
  name,
  label,
  type: 'select',
  required: true,
  defaultValue: 'stable',
  options: [
    { label: 'Up', value: 'up' },
    { label: 'Down', value: 'down' },
    { label: 'Stable', value: 'stable' },
  ],
})
