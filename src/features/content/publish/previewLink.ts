import { matches, sign } from '@/lib/signature'

/** The preview secret: derived from PAYLOAD_SECRET, so there is nothing more to configure. */
export const previewSecret = () => sign('draft-preview', 'studio')

export const isPreviewSecret = (candidate: string | null) => matches(previewSecret(), candidate)

const HERE = 'http://site.invalid'

/**
 * Only a path on this site, as a browser would resolve it: "/\\evil.example", "/\t/evil.example",
 * "//evil.example" and "/.//evil.example" all lead to another host, so they become "/". What comes out is the
 * resolved path, query and fragment, percent-encoded, so it is always a valid Location header.
 */
export function safeLocalPath(path: string | null): string {
  if (!path?.startsWith('/')) return '/'
  try {
    const url = new URL(path, HERE)
    // "/.//evil.example" stays on this site but resolves to "//evil.example", another host.
    if (url.origin !== HERE || url.pathname.startsWith('//')) return '/'
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return '/'
  }
}
