/**
 * Least squares with a light ridge: the coefficients b minimising
 * Σ (y − X b)² + Σ penalty_k · b_k², by the normal equations (XᵀX + P) b = Xᵀy.
 * Columns are centred and scaled first, so one penalty means the same for every column; the
 * intercept (fitted through the centring) is never penalised. Returns null when the system is
 * singular (fewer rows than columns, or a column that never varies and has no penalty).
 */
export function ridge(
  rows: number[][],
  y: number[],
  penalties: number[],
): { intercept: number; coefficients: number[] } | null {
  const n = rows.length
  const k = penalties.length
  if (n === 0) return null
  const mean = Array.from({ length: k }, (_, j) => rows.reduce((s, r) => s + r[j]!, 0) / n)
  const scale = Array.from({ length: k }, (_, j) => {
    const v = rows.reduce((s, r) => s + (r[j]! - mean[j]!) ** 2, 0) / n
    return v > 0 ? Math.sqrt(v) : 1
  })
  const yMean = y.reduce((s, v) => s + v, 0) / n
  const z = rows.map((r) => r.map((v, j) => (v - mean[j]!) / scale[j]!))
  const a = Array.from({ length: k }, (_, i) =>
    Array.from(
      { length: k },
      (_, j) => z.reduce((s, r) => s + r[i]! * r[j]!, 0) + (i === j ? penalties[i]! * n : 0),
    ),
  )
  const b = Array.from({ length: k }, (_, i) =>
    z.reduce((s, r, row) => s + r[i]! * (y[row]! - yMean), 0),
  )
  const solved = solve(a, b)
  if (!solved) return null
  const coefficients = solved.map((c, j) => c / scale[j]!)
  const intercept = yMean - coefficients.reduce((s, c, j) => s + c * mean[j]!, 0)
  return { intercept, coefficients }
}

/** Gaussian elimination with partial pivoting; null when the matrix is singular. */
function solve(a: number[][], b: number[]): number[] | null {
  const n = b.length
  const m = a.map((row, i) => [...row, b[i]!])
  for (let col = 0; col < n; col++) {
    let pivot = col
    for (let row = col + 1; row < n; row++)
      if (Math.abs(m[row]![col]!) > Math.abs(m[pivot]![col]!)) pivot = row
    if (Math.abs(m[pivot]![col]!) < 1e-12) return null
    ;[m[col], m[pivot]] = [m[pivot]!, m[col]!]
    for (let row = 0; row < n; row++) {
      if (row === col) continue
      const f = m[row]![col]! / m[col]![col]!
      if (f === 0) continue
      for (let j = col; j <= n; j++) m[row]![j]! -= f * m[col]![j]!
    }
  }
  return m.map((row, i) => row[n]! / row[i]!)
}
