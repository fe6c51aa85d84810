import { payloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

/** For load balancers: 200 when the database answers, 503 when it does not. Never cached. */
export async function GET() {
  const started = performance.now()
  try {
    const payload = await payloadClient()
    await payload.count({ collection: 'payload-migrations' })
    return Response.json(
      { status: 'ok', database: 'reachable', latencyMs: Math.round(performance.now() - started) },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  } catch (error) {
    console.error('Health check: database unreachable', error)
    return Response.json(
      { status: 'error', database: 'unreachable' },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    )
  }
}
