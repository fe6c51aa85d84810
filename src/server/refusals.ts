import { STATUS_CODES } from 'node:http'

import { parseAndValidateFlightRouterState } from 'next/dist/server/app-render/parse-and-validate-flight-router-state.js'

import { isDisguisedImageSource } from './safeUrl.js'

/*
 * Requests Next.js would answer with a 500 (or not at all), refused first with a 4xx that says
 * why. Every answer here goes out with the site's security headers, like any other.
 */

export type Refusal = { status: number; message: string; headers?: Record<string, string> }

/** The methods the site answers; Next.js answers TRACE (and any other) with a 500. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
/** A file of the build or of `public/` is read, never written: Next.js answered a POST with 500. */
const FILE_METHODS = ['GET', 'HEAD']

type Request = {
  method?: string
  url: string
  headers: Record<string, string | string[] | undefined>
}

/**
 * Why the server refuses `request` itself, or null for Next.js to answer. `isFile` says whether a
 * path is one of the build's static files or a file of `public/`.
 */
export function refusal(request: Request, isFile: (path: string) => boolean): Refusal | null {
  const method = request.method ?? 'GET'
  if (!METHODS.includes(method))
    return {
      status: 405,
      message: `This site does not answer ${method} requests.`,
      headers: { allow: METHODS.join(', ') },
    }
  const path = request.url.split('?')[0] ?? '/'
  if (!FILE_METHODS.includes(method) && (path.startsWith('/_next/static/') || isFile(path)))
    return {
      status: 405,
      message: 'A file can only be read here (GET or HEAD).',
      headers: { allow: FILE_METHODS.join(', ') },
    }
  if (isDisguisedImageSource(request.url))
    return { status: 400, message: 'That image address is not valid.' }
  const state = request.headers['next-router-state-tree']
  if (state !== undefined) {
    try {
      parseAndValidateFlightRouterState(state)
    } catch {
      return {
        status: 400,
        message: "The page's state sent with this request is not valid: reload the page.",
      }
    }
  }
  return null
}

/** Node's own answer's reasons, by the parser's error code: anything else is a 400. */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, "The request's address or headers are too long."],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'The request is too large.'],
}

/**
 * The raw answer to a request Node's HTTP parser could not read (an unknown method, headers too
 * long), which Node would send bare: the reason and the security headers.
 */
export function clientErrorResponse(
  code: string | undefined,
  headers: { key: string; value: string }[],
): string {
  const [status, message] = CLIENT_ERRORS[code ?? ''] ?? [400, 'The request could not be read.']
  const body = Buffer.from(message)
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${body.length}`,
    'Connection: close',
    ...headers.map(({ key, value }) => `${key}: ${value}`),
    '',
    message,
  ].join('\r\n')
}
