import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { isPreviewSecret, safeLocalPath } from '@/features/content/publish/previewLink'

/** The studio's preview link: turns on draft mode for this browser and opens the page. */
export async function GET(request: Request) {
  const url = new URL(request.url)
  if (!isPreviewSecret(url.searchParams.get('secret'))) {
    return Response.json({ error: 'This preview link is not valid.' }, { status: 401 })
  }
  ;(await draftMode()).enable()
  redirect(safeLocalPath(url.searchParams.get('path')))
}
