import type { UIFieldServerComponent } from 'payload'

import { photoUrl } from '../photos/files'

/**
 * A listing's photos as the agent recognises them in the studio: small pictures in the feed's
 * order, each with its alt text, and the ones that could not be downloaded named with the reason.
 */
export const ListingPhotos: UIFieldServerComponent = async ({ id, payload }) => {
  if (id === undefined) return null
  const { docs } = await payload.find({
    collection: 'listing-photos',
    where: { listing: { equals: id } },
    sort: 'Order',
    limit: 100,
    depth: 0,
    pagination: false,
  })
  return (
    <section aria-labelledby="listing-photos-title" style={{ marginBlock: '1.5rem' }}>
      <h3 id="listing-photos-title" style={{ marginBottom: '0.75rem' }}>
        Photos ({docs.length})
      </h3>
      {docs.length === 0 ? (
        <p>The feed sends no photos for this listing.</p>
      ) : (
        <ol
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
            gap: '0.75rem',
            listStyle: 'none',
            padding: 0,
            margin: 0,
          }}
        >
          {docs.map((photo, i) => {
            const widths = Array.isArray(photo.variants) ? (photo.variants as number[]) : []
            return (
              <li key={photo.id} style={{ fontSize: '0.8125rem' }}>
                {photo.file && widths.length ? (
                  // eslint-disable-next-line @next/next/no-img-element -- the stored webp variant itself
                  <img
                    src={photoUrl(photo.file, widths[0]!)}
                    alt={photo.alt ?? ''}
                    width={144}
                    height={96}
                    loading="lazy"
                    style={{
                      width: '100%',
                      height: 'auto',
                      aspectRatio: '3 / 2',
                      objectFit: 'cover',
                      borderRadius: 4,
                    }}
                  />
                ) : (
                  <p
                    style={{
                      aspectRatio: '3 / 2',
                      display: 'grid',
                      placeItems: 'center',
                      margin: 0,
                      padding: '0.5rem',
                      border: '1px dashed var(--theme-elevation-400)',
                      borderRadius: 4,
                      textAlign: 'center',
                    }}
                  >
                    {photo.error ? `Not downloaded: ${photo.error}` : 'Not downloaded yet'}
                  </p>
                )}
                <p style={{ margin: '0.25rem 0 0' }}>
                  {i + 1}. {photo.alt || 'No description from the feed'}
                </p>
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}
