import { CallToAction } from '@/features/content/sections/CallToAction/CallToAction'
import { texts, toImage } from '@/features/content/read/toImage'
import type { CallToActionBlock } from '@/payload-types'

export function CallToActionComponent({ block }: { block: CallToActionBlock }) {
  const { button } = block
  return (
    <CallToAction
      id={block.id ? `cta-${block.id}` : undefined}
      variant={block.variant}
      title={block.title}
      subtitle={block.subtitle}
      description={block.description}
      image={toImage(block.image)}
      features={texts(block.features)}
      backgroundColor={block.backgroundColor ?? 'white'}
      button={
        button?.text && button.href
          ? { text: button.text, href: button.href, variant: button.variant ?? 'primary' }
          : null
      }
    />
  )
}
