import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { connection } from 'next/server'

import { rawEnv } from '@/lib/env'

export const metadata: Metadata = { title: 'Bare Next.js page', description: 'Benchmark floor.' }

/** Served only when the benchmark starts the server with BENCH_FLOOR=1; a 404 everywhere else. */
export default async function BenchFloorPage() {
  await connection()
  if (rawEnv('BENCH_FLOOR') !== '1') notFound()
  return (
    <main>
      <h1>Bare Next.js page</h1>
      <p>The smallest App Router page, measured as the floor for every budget.</p>
    </main>
  )
}
