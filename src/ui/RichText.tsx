import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  RichText as LexicalRichText,
  type JSXConvertersFunction,
} from '@payloadcms/richtext-lexical/react'

import { ResponsiveImage } from '@/ui/ResponsiveImage'
import type { Media } from '@/payload-types'

/** Images in articles get next/image's sizing (ResponsiveImage): right-sized, lazy, no layout shift. */
const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  upload: ({ node }) => {
    const media = node.value as Media | number
    if (typeof media !== 'object' || !media.url || !media.mimeType?.startsWith('image')) return null
    return (
      <figure className="my-8">
        <ResponsiveImage
          src={media.url}
          alt={media.alt}
          width={media.width ?? 1600}
          height={media.height ?? 900}
          sizes="(min-width: 768px) 720px, 100vw"
          className="h-auto w-full rounded-lg"
        />
      </figure>
    )
  },
})

/** Studio rich text as readable prose: headings, lists, links, quotes and images. */
export function RichText({
  data,
  className = '',
}: {
  data: SerializedEditorState
  className?: string
}) {
  // Our own container: with `disableContainer` the Lexical renderer drops `className` too, and
  // its own container would add a class of Payload's.
  return (
    <div
      className={`text-lg leading-relaxed text-ink-800 [&_a]:font-semibold [&_a]:text-accent-700 [&_a]:underline [&_a]:underline-offset-4 [&_blockquote]:my-8 [&_blockquote]:border-l-4 [&_blockquote]:border-accent-500 [&_blockquote]:pl-6 [&_blockquote]:font-serif [&_blockquote]:text-2xl [&_blockquote]:text-ink-900 [&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-3xl [&_h2]:text-ink-950 [&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-2xl [&_h3]:text-ink-950 [&_li]:my-1 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-5 [&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6 ${className}`}
    >
      <LexicalRichText data={data} converters={converters} disableContainer />
    </div>
  )
}
