import fs from 'node:fs/promises'
import path from 'node:path'

import { and, eq, isNull, ne, or } from 'drizzle-orm'
import type { Payload } from 'payload'
import sharp from 'sharp'

import { PHOTO_WIDTHS, photoStem, photosDir } from '../photos/files'
import { listingDb } from '@/lib/db/listings'

type Pending = {
  id: number
  MediaKey: string
  MediaURL: string | null
  version: string | null
  file: string | null
}

/**
 * Downloads the photos that have no copy of their current version, a few at a time, and stores
 * each as webp variants. A photo that cannot be fetched or read keeps its older copy (if any) and
 * its error; the listing shows the photos it has.
 */
export async function fetchPhotos(
  payload: Payload,
  options: {
    concurrency?: number
    headers?: (url: string) => Promise<Record<string, string>>
  } = {},
): Promise<{ fetched: number; failed: number }> {
  const db = listingDb(payload)
  const P = db.photos
  const L = db.listings
  const pending: Pending[] = await db.drizzle
    .select({
      id: P.id,
      MediaKey: P.MediaKey,
      MediaURL: P.MediaURL,
      version: P.version,
      file: P.file,
    })
    .from(P)
    .innerJoin(L, eq(P.listing, L.id))
    .where(
      and(eq(L.shown, true), or(isNull(P.fetchedFor), ne(P.fetchedFor, P.version), isNull(P.file))),
    )
  const dir = photosDir()
  await fs.mkdir(dir, { recursive: true })
  const result = { fetched: 0, failed: 0 }
  let next = 0
  const worker = async () => {
    while (next < pending.length) {
      const photo = pending[next++]!
      try {
        const stored = await downloadPhoto(
          photo,
          dir,
          (await options.headers?.(photo.MediaURL ?? '')) ?? {},
        )
        await db.drizzle
          .update(P)
          .set({ ...stored, fetchedFor: photo.version, error: null })
          .where(eq(P.id, photo.id))
        if (photo.file && photo.file !== stored.file) await removeFiles(dir, photo.file)
        result.fetched++
      } catch (error) {
        result.failed++
        const message = error instanceof Error ? error.message : String(error)
        await db.drizzle
          .update(P)
          .set({ error: message.slice(0, 300) })
          .where(eq(P.id, photo.id))
      }
    }
  }
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker))
  return result
}

async function downloadPhoto(photo: Pending, dir: string, headers: Record<string, string>) {
  if (!photo.MediaURL || !/^https?:\/\//i.test(photo.MediaURL)) throw new Error('No photo address')
  const response = await fetch(photo.MediaURL, { headers, signal: AbortSignal.timeout(60_000) })
  if (!response.ok) throw new Error(`The photo answered ${response.status}`)
  const input = Buffer.from(await response.arrayBuffer())
  const stem = photoStem(photo.MediaKey, photo.version ?? '')
  return { file: stem, ...(await writeVariants(input, stem, dir)) }
}

/**
 * Stores an image as webp at each of PHOTO_WIDTHS up to its own width (never enlarged). With
 * `reuse`, variants already on disk are kept (the demo photos, the same for every database).
 */
export async function writeVariants(
  input: Buffer | string,
  stem: string,
  dir: string,
  { reuse = false } = {},
) {
  const image = sharp(input, { failOn: 'error' }).rotate()
  const { width = 0, height = 0 } = await image.metadata()
  if (!width || !height) throw new Error('Not an image')
  const widths = PHOTO_WIDTHS.filter((w, i) => i === 0 || w <= width)
  for (const w of widths) {
    const target = path.join(dir, `${stem}-${w}.webp`)
    if (reuse && (await fs.stat(target).catch(() => null))) continue
    // A name of its own while writing: another process may be storing the same photo.
    const part = `${target}.${process.pid}.part`
    await image
      .clone()
      .resize({ width: Math.min(w, width), withoutEnlargement: true })
      .webp({ quality: 72 })
      .toFile(part)
    await fs.rename(part, target)
  }
  return { variants: widths, width, height }
}

async function removeFiles(dir: string, stem: string) {
  await Promise.all(
    PHOTO_WIDTHS.map((w) => fs.rm(path.join(dir, `${stem}-${w}.webp`), { force: true })),
  )
}
