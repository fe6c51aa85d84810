import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { safeLocalPath } from '@/features/content/publish/previewLink'

export async function GET(request: Request) {
  ;(await draftMode()).disable()
  redirect(safeLocalPath(new URL(request.url).searchParams.get('path')))
}
