import { RichText } from '@/ui/RichText'
import type { RichTextBlock } from '@/payload-types'

export function RichTextComponent({ block }: { block: RichTextBlock }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <RichText data={block.content} />
    </div>
  )
}
