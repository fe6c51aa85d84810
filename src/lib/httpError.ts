/**
 * A refusal with a sentence for the visitor (and, e.g. for 429, headers that go with it); `more`
 * holds the sentences of any other fields refused with it.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers?: Record<string, string>,
    readonly more: readonly string[] = [],
  ) {
    super(message)
  }
}
