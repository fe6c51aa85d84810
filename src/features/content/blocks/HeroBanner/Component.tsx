import { HeroBanner } from '@/features/content/sections/HeroBanner/HeroBanner'
import type { HeroButton } from '@/features/content/sections/HeroBanner/logic'
import { toImage } from '@/features/content/read/toImage'
import type { HeroBannerBlock } from '@/payload-types'

const button = (b: HeroBannerBlock['primaryButton']): HeroButton | null =>
  b?.text && b.href ? { text: b.text, href: b.href } : null

export function HeroBannerComponent({ block }: { block: HeroBannerBlock }) {
  const video = typeof block.backgroundVideo === 'object' ? block.backgroundVideo : null
  return (
    <HeroBanner
      id={block.id ? `hero-${block.id}` : undefined}
      backgroundType={block.backgroundType}
      backgroundImage={toImage(block.backgroundImage)}
      backgroundVideo={
        video?.url && video.mimeType ? { url: video.url, mimeType: video.mimeType } : null
      }
      height={block.height}
      customHeight={block.customHeight}
      title={block.title}
      subtitle={block.subtitle}
      description={block.description}
      location={block.location}
      primaryButton={button(block.primaryButton)}
      secondaryButton={button(block.secondaryButton)}
      dividerColor={block.dividerColor ?? 'primary'}
      contentPosition={block.contentPosition ?? 'center'}
      animationEnabled={block.animationEnabled ?? true}
    />
  )
}
