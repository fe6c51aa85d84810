import type http from 'node:http'

/**
 * Runs `change` just before the response's status and headers go out, with the headers given to
 * `writeHead` already set, whether they are sent by `writeHead` or by the first write.
 */
export function beforeHeaders(response: http.ServerResponse, change: () => void) {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => http.ServerResponse
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    response.statusCode = status
    const message = typeof rest[0] === 'string' ? rest.shift() : undefined
    const headers = rest[0]
    if (headers && typeof headers === 'object' && !Array.isArray(headers))
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined) response.setHeader(name, value as string | string[] | number)
    change()
    if (Array.isArray(headers)) return writeHead(status, ...(message ? [message] : []), headers)
    return writeHead(status, ...(message ? [message] : []))
  }) as typeof response.writeHead
}
