import http from 'node:http'

/* Visits for the production server's tests, over real HTTP. */

/** A visit, answered when the whole page has arrived (fetch itself resolves on the headers). */
export async function visit(url: string, init: RequestInit = {}) {
  const response = await fetch(url, init)
  const body = await response.arrayBuffer()
  const { status } = response
  return new Response(status === 304 ? null : body, { status, headers: response.headers })
}

export type RawVisit = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** A visit as the bytes went over the wire: no decompression. */
export function rawVisit(url: string, headers: http.OutgoingHttpHeaders = {}, method = 'GET') {
  return new Promise<RawVisit>((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      )
      response.on('error', reject)
    })
    request.on('error', reject)
    request.end()
  })
}
