/**
 * A tiny builder for Payload Lexical rich text, so seed data reads like the page it makes:
 *
 *   doc(h2('Why Byram'), p('Text ', link('the lake', 'https://…')), ul('a', 'b'))
 *
 * The JSON is what the studio's editor stores (lexical 0.50 / @payloadcms/richtext-lexical 3.90):
 * the same node types, versions and default fields, so a seeded document opens, edits and saves
 * in the studio exactly like one typed there.
 */
import crypto from 'node:crypto'

import type { Post } from '@/payload-types'

/** The value of a richText field (the same shape for posts and the Text block). */
export type RichText = Post['content']

type ElementBase = {
  direction: 'ltr' | null
  format: ''
  indent: number
  version: number
}

export type TextNode = {
  type: 'text'
  detail: 0
  /** Bit flags: 1 bold, 2 italic. */
  format: number
  mode: 'normal'
  style: ''
  text: string
  version: 1
}

export type LinkNode = ElementBase & {
  type: 'link'
  version: 3
  children: TextNode[]
  fields: { url: string; newTab: boolean; linkType: 'custom' }
  id: string
}

export type Inline = TextNode | LinkNode

export type ParagraphNode = ElementBase & {
  type: 'paragraph'
  children: Inline[]
  textFormat: number
  textStyle: ''
}

export type HeadingNode = ElementBase & { type: 'heading'; tag: 'h2' | 'h3'; children: Inline[] }

export type QuoteNode = ElementBase & { type: 'quote'; children: Inline[] }

export type ListItemNode = ElementBase & { type: 'listitem'; value: number; children: Inline[] }

export type ListNode = ElementBase & {
  type: 'list'
  listType: 'bullet' | 'number'
  start: 1
  tag: 'ul' | 'ol'
  children: ListItemNode[]
}

export type UploadNode = {
  type: 'upload'
  version: 3
  format: ''
  id: string
  fields: null
  relationTo: 'media'
  value: number
}

export type BlockNode = ParagraphNode | HeadingNode | QuoteNode | ListNode | UploadNode

/** Inline content: a plain string becomes a text node. */
type InlineInput = Inline | string

/** A missing image gives `null`; `doc` leaves such gaps out. */
type BlockInput = BlockNode | null | undefined | false

const BOLD = 1
const ITALIC = 2

/** Payload gives every link and upload node its own id: 24 hex digits, like a BSON ObjectId. */
const nodeId = () => crypto.randomBytes(12).toString('hex')

const element = { direction: 'ltr', format: '', indent: 0, version: 1 } as const

export function text(value: string, format = 0): TextNode {
  return { type: 'text', detail: 0, format, mode: 'normal', style: '', text: value, version: 1 }
}

export const bold = (value: string): TextNode => text(value, BOLD)

export const italic = (value: string): TextNode => text(value, ITALIC)

const inline = (children: InlineInput[]): Inline[] =>
  children.map((child) => (typeof child === 'string' ? text(child) : child))

/**
 * A link typed in the editor ("custom" URL). Links that leave the site open in a new tab unless
 * told otherwise; links within the site (starting with "/" or "#") and mailto/tel do not.
 */
export function link(
  label: string | TextNode,
  url: string,
  options: { newTab?: boolean } = {},
): LinkNode {
  return {
    ...element,
    type: 'link',
    version: 3,
    children: [typeof label === 'string' ? text(label) : label],
    fields: { url, newTab: options.newTab ?? /^https?:\/\//.test(url), linkType: 'custom' },
    id: nodeId(),
  }
}

export function p(...children: InlineInput[]): ParagraphNode {
  const nodes = inline(children)
  const first = nodes[0]
  return {
    ...element,
    type: 'paragraph',
    children: nodes,
    textFormat: first?.type === 'text' ? first.format : 0,
    textStyle: '',
  }
}

export const h2 = (...children: InlineInput[]): HeadingNode => ({
  ...element,
  type: 'heading',
  tag: 'h2',
  children: inline(children),
})

export const h3 = (...children: InlineInput[]): HeadingNode => ({
  ...element,
  type: 'heading',
  tag: 'h3',
  children: inline(children),
})

export const quote = (...children: InlineInput[]): QuoteNode => ({
  ...element,
  type: 'quote',
  children: inline(children),
})

/** One list item: a string, or an array of inline parts (e.g. `[bold('Tip: '), 'text']`). */
type ItemInput = InlineInput | InlineInput[]

function list(listType: 'bullet' | 'number', items: ItemInput[]): ListNode {
  return {
    ...element,
    type: 'list',
    listType,
    start: 1,
    tag: listType === 'bullet' ? 'ul' : 'ol',
    children: items.map((item, index) => ({
      ...element,
      type: 'listitem',
      value: index + 1,
      children: inline(Array.isArray(item) ? item : [item]),
    })),
  }
}

export const ul = (...items: ItemInput[]): ListNode => list('bullet', items)

export const ol = (...items: ItemInput[]): ListNode => list('number', items)

/** An image from the media collection; `null` when the image could not be uploaded. */
export function upload(mediaId: number | null | undefined): UploadNode | null {
  if (mediaId == null) return null
  return {
    type: 'upload',
    version: 3,
    format: '',
    id: nodeId(),
    fields: null,
    relationTo: 'media',
    value: mediaId,
  }
}

export function doc(...children: BlockInput[]): RichText {
  return {
    root: {
      type: 'root',
      children: children.filter((child): child is BlockNode => Boolean(child)),
      direction: 'ltr',
      format: '',
      indent: 0,
      version: 1,
    },
  }
}

/** The words a reader sees (text nodes joined by spaces), for length checks in tests. */
export function plainText(value: RichText): string {
  type Node = { text?: unknown; children?: Node[] }
  const parts: string[] = []
  const walk = (node: Node) => {
    if (typeof node.text === 'string') parts.push(node.text)
    node.children?.forEach(walk)
  }
  walk(value.root as Node)
  return parts.join(' ').replace(/\s+/g, ' ').trim()
}
