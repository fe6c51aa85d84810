/**
 * Sets a studio user's password from the command line, for when the printed demo password is lost:
 *   npm run studio:password -- demo@example.com 'a new long password'
 */
import config from '@payload-config'
import { getPayload } from 'payload'

const [email, password] = process.argv.slice(-2)
if (!email?.includes('@') || !password || password.length < 8) {
  console.error('Usage: npm run studio:password -- <email> <new password of 8+ characters>')
  process.exit(2)
}
const payload = await getPayload({ config })
const { docs } = await payload.find({
  collection: 'users',
  where: { email: { equals: email } },
  limit: 1,
})
const user = docs[0]
if (!user) {
  console.error(`No studio user with the email ${email}.`)
  process.exit(1)
}
await payload.update({
  collection: 'users',
  id: user.id,
  data: { password },
})
console.log(`The password of ${email} is changed.`)
process.exit(0)
