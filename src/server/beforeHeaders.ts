import type http from 'node:http'

/**
 * Runs `change` just before the response's status and headers go out, whether `writeHead` sends
 * them or the first write does, with the headers given to `writeHead` already set. A response
 * whose headers come as a raw list goes out unchanged.
 */
export function beforeHeaders(response: http.ServerResponse, change: () => void) {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => http.ServerResponse
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    const message = typeof rest[0] === 'string' ? rest.shift() : undefined
    const headers = rest[0]
    if (Array.isArray(headers)) return writeHead(status, ...(message ? [message] : []), headers)
    response.statusCode = status
    if (headers && typeof headers === 'object')
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined) response.setHeader(name, value as string | string[] | number)
    change()
    return writeHead(status, ...(message ? [message] : []))
  }) as typeof response.writeHead
}
