import fs from 'node:fs'

/** Longer than any send in progress takes to finish and be noted (the worker gives it 20 s). */
const HANDOVER_MS = 30_000
const POLL_MS = 200

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' // there, but not ours to signal
  }
}

/**
 * On SQLite one process sends lead emails at a time, and whatever a stopped sender left marked
 * "processing" is handed back at once (queue.ts). A sender that is shutting down may still be
 * finishing its last sends, so before taking over, a new sender waits for the previous one
 * (its process id is kept in `file`) to be gone, at most HANDOVER_MS; then it notes its own.
 * Without the wait, an email the old sender had just handed to the SMTP server would go twice.
 */
export async function takeOverSending(file: string, timeoutMs = HANDOVER_MS): Promise<void> {
  let previous = NaN
  try {
    previous = Number(fs.readFileSync(file, 'utf8').trim())
  } catch {
    // No sender before this one.
  }
  if (Number.isInteger(previous) && previous > 0 && previous !== process.pid) {
    const until = Date.now() + timeoutMs
    while (alive(previous) && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  fs.writeFileSync(file, String(process.pid))
}
