import { getImageProps, type ImageProps } from 'next/image'
import { preload as preloadResource } from 'react-dom'
import { focalPosition, type SectionImage } from './image'

/**
 * next/image's sizing (srcset, sizes, the optimizer's URLs, lazy loading, `fill`) rendered as a
 * plain `<img>` on the server. next/image itself is a client component: every image was a client
 * boundary whose props went into the page's payload and whose code (about 4 KB compressed) every
 * public page downloaded, instantiated and hydrated before the first interaction, for features we
 * do not use (blur placeholders, load callbacks). This keeps the same markup and the same
 * optimizer, with none of that script.
 *
 * `preload`: the page's LCP image. Loaded eagerly with high priority and announced in the head
 * (React's preload hint) so the browser asks for it before it meets the tag.
 */
export function ResponsiveImage({ preload = false, alt, ...rest }: ImageProps) {
  const { props } = getImageProps({
    ...rest,
    alt,
    ...(preload ? { loading: 'eager', fetchPriority: 'high' } : {}),
  })
  if (preload) {
    preloadResource(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    })
  }
  // alt is in props too; named here so the accessibility lint can see every image has one.
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, server-rendered
  return <img {...props} alt={alt} />
}

/**
 * A studio image that covers its positioned parent, cropped around the focal point the agent set
 * in the studio. `alt` overrides the image's own text (an empty one for a decorative backdrop).
 */
export function CoverImage({
  image,
  sizes,
  preload = false,
  alt = image.alt,
  className = '',
}: {
  image: SectionImage
  sizes: string
  preload?: boolean
  alt?: string
  className?: string
}) {
  return (
    <ResponsiveImage
      src={image.url}
      alt={alt}
      fill
      preload={preload}
      sizes={sizes}
      className={`object-cover ${className}`.trim()}
      style={{ objectPosition: focalPosition(image) }}
    />
  )
}
