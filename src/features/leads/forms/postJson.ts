/** POST JSON and read the reply; an unparsable body is treated as empty (spec §7). */
export async function postJson(
  url: string,
  body: unknown,
): Promise<{ ok: boolean; status: number; data: Record<string, unknown> }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown> | null
  return {
    ok: response.ok,
    status: response.status,
    data: data && typeof data === 'object' ? data : {},
  }
}

export const textOf = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value : undefined
