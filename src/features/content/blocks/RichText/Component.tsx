import { RichText } from '@/ui/RichText'
import type { RichTextBlock } from '@/payload-types'

/**
 * The Text block: a band of its own, light behind dark text, so it reads on any page (a hero
 * darkens the page's body behind the blocks that have no background).
 */
export function RichTextComponent({ block }: { block: RichTextBlock }) {
  return (
    <section className="bg-white text-ink-900">
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <RichText data={block.content} />
      </div>
    </section>
  )
}
