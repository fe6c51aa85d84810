// Generates the site's own illustrations into public/images/ (see public/images/LICENSE.md).
//
//   npm run generate:artwork            all images
//   npm run generate:artwork -- cta     only the images whose path contains "cta"
//   PREVIEW=/tmp/art npm run generate:artwork   also writes a PNG copy of each for review
//
// Every scene is an SVG built in code and rasterised by sharp (librsvg), then encoded as WebP.
// Randomness comes from a PRNG seeded with the file name, so reruns give identical files.
// This file is the entry point; the scenes and their helpers live beside it, one theme per module.

import { mkdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { INK } from './palette.mjs'
import { ROOT } from './util.mjs'
import { Scene } from './scene.mjs'
import { FONT_FILE, loadFont } from './lettering.mjs'
import { homeHero, marketHero, newsletterBg } from './heroes.mjs'
import { ctaHero } from './cta-hero.mjs'
import { sussexCard, warrenCard } from './areas-counties.mjs'
import { andoverCard, byramCard } from './areas-sussex.mjs'
import { blairstownCard, hackettstownCard, washingtonCard } from './areas-warren.mjs'
import { chesterCard } from './areas-morris.mjs'
import { lakeLiving, springMarket } from './blog.mjs'
import { firstTimeBuyers } from './blog-first-home.mjs'
import { stepClose, stepConsult, stepOffer, stepTour } from './process.mjs'
import { aboutPortrait, monogram } from './portraits.mjs'
import { LISTING_JOBS } from './listings.mjs'

const OUT = path.join(ROOT, 'public/images')
const WEBP = { quality: 72, effort: 6, smartSubsample: true }

/** The catalogue: file, size, scene. */
const JOBS = [
  ['home-hero.webp', 2400, 1350, homeHero],
  ['newsletter-bg.webp', 2400, 1000, newsletterBg],
  ['market-hero-default.webp', 2400, 1200, marketHero],
  ['cta-hero.webp', 2400, 1200, ctaHero],
  ['areas/sussex-county.webp', 1200, 800, sussexCard],
  ['areas/warren-county.webp', 1200, 800, warrenCard],
  ['areas/andover.webp', 1200, 800, andoverCard],
  ['areas/blairstown.webp', 1200, 800, blairstownCard],
  ['areas/byram.webp', 1200, 800, byramCard],
  ['areas/chester.webp', 1200, 800, chesterCard],
  ['areas/hackettstown.webp', 1200, 800, hackettstownCard],
  ['areas/washington.webp', 1200, 800, washingtonCard],
  ['blog/spring-market.webp', 1600, 900, springMarket],
  ['blog/first-time-buyers.webp', 1600, 900, firstTimeBuyers],
  ['blog/lake-living.webp', 1600, 900, lakeLiving],
  ['process-step-1.webp', 1200, 800, stepConsult],
  ['process-step-2.webp', 1200, 800, stepTour],
  ['process-step-3.webp', 1200, 800, stepOffer],
  ['process-step-4.webp', 1200, 800, stepClose],
  ['about-portrait.webp', 900, 1100, aboutPortrait],
  ['testimonials/t1.webp', 400, 400, monogram('JM', [INK[700], INK[950]])],
  ['testimonials/t2.webp', 400, 400, monogram('RS', ['#2f4a56', '#0e1a26'])],
  ['testimonials/t3.webp', 400, 400, monogram('KP', ['#4a3d5c', '#141327'])],
  ['testimonials/t4.webp', 400, 400, monogram('DL', ['#33493f', '#0d1a1c'])],
  ['testimonials/t5.webp', 400, 400, monogram('AT', ['#5a4636', '#1a1520'])],
  ['testimonials/t6.webp', 400, 400, monogram('EB', ['#3d4f70', '#101a2e'])],
  ...LISTING_JOBS,
]

/** public/images/LICENSE.md: the licence, and every file with its size in bytes. */
async function writeLicense() {
  const rows = []
  for (const [file, w, h] of JOBS) {
    const { size } = await stat(path.join(OUT, file))
    rows.push(`- \`${file}\` — ${w} × ${h}, ${size} bytes`)
  }
  const text = `# Images: licence

All images in this folder are original artwork made for this project. Nothing here is a stock
photograph or a third-party asset: every file is drawn in code and rendered by
the generator in \`tools/artwork/\` (\`npm run generate:artwork\` recreates them byte for byte).

The project releases these images into the public domain under
[CC0 1.0 Universal](https://creativecommons.org/publicdomain/zero/1.0/): you may copy, modify and
use them for any purpose, commercial or not, without asking and without attribution.

The portraits in \`testimonials/\` are abstract monograms, and \`about-portrait.webp\` shows a
faceless silhouette: none of them depicts a real person. The lettering uses Playfair Display
(SIL Open Font License 1.1), read from \`@fontsource/playfair-display\`.

## Files

${rows.join('\n')}
`
  await writeFile(path.join(OUT, 'LICENSE.md'), text)
}

async function main() {
  const only = process.argv[2]
  const preview = process.env.PREVIEW
  const font = await loadFont(FONT_FILE)
  for (const [file, w, h, draw] of JOBS) {
    if (only && !file.includes(only)) continue
    const s = new Scene(file, w, h)
    draw(s, font)
    const webp = await sharp(Buffer.from(s.svg())).webp(WEBP).toBuffer()
    const target = path.join(OUT, file)
    await mkdir(path.dirname(target), { recursive: true })
    await writeFile(target, webp)
    if (preview) {
      await mkdir(preview, { recursive: true })
      await sharp(webp)
        .png()
        .toFile(path.join(preview, file.replace(/\//g, '__').replace(/\.webp$/, '.png')))
    }
    console.log(
      `${file.padEnd(30)} ${`${w}x${h}`.padEnd(10)} ${(webp.length / 1024).toFixed(1)} KB`,
    )
  }
  await writeLicense()
}

await main()
