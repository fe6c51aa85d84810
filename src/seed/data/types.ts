import type { CollectionSlug, RequiredDataFromCollectionSlug } from 'payload'

import type { MediaRef } from './images'

/**
 * What a data file describes for one document. `isDemo` and `_status` are added by the seed,
 * so every seeded document is marked as demo content and published.
 */
export type SeedData<S extends CollectionSlug> = Omit<
  RequiredDataFromCollectionSlug<S>,
  'isDemo' | '_status'
>

/** A document whose pictures are resolved to media ids when it is created. */
export type SeedBuilder<S extends CollectionSlug> = (media: MediaRef) => SeedData<S>

/** Rows of a one-column text list (highlights, insights, features…). */
export const items = (...texts: string[]) => texts.map((text) => ({ text }))
