// Starts the production build on this machine: `npm run up` builds first, then runs this.
// A local run needs no environment variables: without PAYLOAD_SECRET, one is generated once and
// kept in data/.payload-secret (a real deployment sets PAYLOAD_SECRET and runs `npm start`).
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const port = process.env.PORT || '3000'
const dataDir = path.resolve('data')

if (!process.env.PAYLOAD_SECRET) {
  const file = path.join(dataDir, '.payload-secret')
  fs.mkdirSync(dataDir, { recursive: true })
  if (!fs.existsSync(file))
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600 })
  process.env.PAYLOAD_SECRET = fs.readFileSync(file, 'utf8').trim()
}

const server = spawn('npx', ['next', 'start', '-p', port], { stdio: 'inherit', env: process.env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))

const base = `http://localhost:${port}`
for (let i = 0; i < 120; i++) {
  await new Promise((resolve) => setTimeout(resolve, 500))
  const ok = await fetch(`${base}/api/health`).then(
    (r) => r.ok,
    () => false,
  )
  if (ok) {
    console.log(
      `\n  Site:   ${base}\n  Studio: ${base}/studio  (sign in as demo@example.com; the password is printed above on first start)\n`,
    )
    break
  }
}
