import type http from 'node:http'

/**
 * Copies what is written to `response` as it goes out: the body's bytes as written (compressed,
 * if compression sits before the socket), and whether `end` has been called (`ended` settles
 * then, `isEnded` says so).
 */
export function copyResponse(response: http.ServerResponse) {
  const chunks: Buffer[] = []
  const write = response.write.bind(response) as (...args: unknown[]) => boolean
  const end = response.end.bind(response) as (...args: unknown[]) => http.ServerResponse
  const copy = (chunk: unknown, encoding?: unknown) => {
    if (typeof chunk === 'string')
      chunks.push(
        Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
      )
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk))
  }
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    copy(chunk, rest[0])
    return write(chunk, ...rest)
  }) as typeof response.write
  let isEnded = false
  let markEnded = () => {}
  const ended = new Promise<void>((resolve) => (markEnded = resolve))
  response.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (typeof chunk !== 'function') copy(chunk, rest[0])
    isEnded = true
    markEnded()
    return end(chunk, ...rest)
  }) as typeof response.end
  return { chunks, ended, isEnded: () => isEnded }
}
