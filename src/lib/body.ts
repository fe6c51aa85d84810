/**
 * A request's body, read up to `limit` bytes; null as soon as it is longer (the rest is never
 * read). A declared Content-Length over the limit is refused before reading.
 */
export async function readAtMost(request: Request, limit: number): Promise<Buffer | null> {
  if (Number(request.headers.get('content-length') ?? '0') > limit) return null
  if (!request.body) return Buffer.alloc(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}
