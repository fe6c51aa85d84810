/**
 * The demo pictures in public/images that seeded documents use, with their alt text. The seed
 * uploads each into the media collection the first time a document needs it.
 */
export const IMAGES = {
  'home-hero': {
    file: 'home-hero.webp',
    alt: 'Illustration of a still lake at dusk, with a pine forest on the shore and a rounded mountain on the horizon',
  },
  'newsletter-bg': {
    file: 'newsletter-bg.webp',
    alt: 'Illustration of misty, forested ridges fading into the distance under a night sky',
  },
  'about-portrait': {
    file: 'about-portrait.webp',
    alt: 'Illustration of a person seen from behind, looking out of a tall window at a lake and hills at dusk',
  },
  'process-step-1': {
    file: 'process-step-1.webp',
    alt: 'Illustration of two cups of coffee beside a document, a pen and a small paper house on a dark table',
  },
  'process-step-2': {
    file: 'process-step-2.webp',
    alt: 'Illustration of a map with a dotted route leading to a gold location pin, beside a photo of a house',
  },
  'process-step-3': {
    file: 'process-step-3.webp',
    alt: 'Illustration of a signed offer letter and a pen beside an envelope sealed with red wax',
  },
  'process-step-4': {
    file: 'process-step-4.webp',
    alt: 'Illustration of a rolled deed tied with a gold ribbon beside a ring of house keys',
  },
  'area-sussex-county': {
    file: 'areas/sussex-county.webp',
    alt: 'Illustration of a calm lake below a forested ridge topped by a monument, with tall pines in the foreground',
  },
  'area-warren-county': {
    file: 'areas/warren-county.webp',
    alt: 'Illustration of patchwork farm fields and a red barn below a gap in a long mountain ridge',
  },
  'area-andover': {
    file: 'areas/andover.webp',
    alt: 'Illustration of lamplit village houses behind a white picket fence under a crescent moon',
  },
  'area-blairstown': {
    file: 'areas/blairstown.webp',
    alt: 'Illustration of a main street of brick and painted storefronts with a clock tower at sunset',
  },
  'area-byram': {
    file: 'areas/byram.webp',
    alt: 'Illustration of a wooden dock on a misty lake, with a red canoe and cottages on the far shore',
  },
  'area-chester': {
    file: 'areas/chester.webp',
    alt: 'Illustration of horses in a fenced pasture beside a red barn and a white farmhouse at sunset',
  },
  'area-hackettstown': {
    file: 'areas/hackettstown.webp',
    alt: 'Illustration of brick downtown buildings and a white church steeple reflected in a river at night',
  },
  'area-washington': {
    file: 'areas/washington.webp',
    alt: 'Illustration of patchwork farm fields with a white steepled church and a red barn with a silo',
  },
  'blog-spring-market': {
    file: 'blog/spring-market.webp',
    alt: 'Illustration of a white farmhouse at the end of a garden path, with a cherry tree in blossom in the foreground',
  },
  'blog-first-time-buyers': {
    file: 'blog/first-time-buyers.webp',
    alt: 'Illustration of a navy-blue colonial front door with a fanlight, brass lanterns and potted shrubs',
  },
  'blog-lake-living': {
    file: 'blog/lake-living.webp',
    alt: 'Illustration of a lakeside cabin among pines, looking out over the water at sunset',
  },
  t1: { file: 'testimonials/t1.webp', alt: 'Gold monogram with the initials J M' },
  t2: { file: 'testimonials/t2.webp', alt: 'Gold monogram with the initials R S' },
  t3: { file: 'testimonials/t3.webp', alt: 'Gold monogram with the initials K P' },
  t4: { file: 'testimonials/t4.webp', alt: 'Gold monogram with the initials D L' },
  t5: { file: 'testimonials/t5.webp', alt: 'Gold monogram with the initials A T' },
  t6: { file: 'testimonials/t6.webp', alt: 'Gold monogram with the initials E B' },
} as const satisfies Record<string, { file: string; alt: string }>

export type ImageKey = keyof typeof IMAGES

/**
 * Looks up the media id of a demo picture. Calling it gives `null` when the file was missing and
 * nothing was uploaded (the field stays empty); `required` is for required upload fields and
 * throws `MissingImageError` instead, so the seed skips that document until the file exists.
 */
export type MediaRef = {
  (key: ImageKey): number | null
  required: (key: ImageKey) => number
}

export class MissingImageError extends Error {
  constructor(readonly key: ImageKey) {
    super(`public/images/${IMAGES[key].file} is missing`)
    this.name = 'MissingImageError'
  }
}
