import config from '@payload-config'
import { getPayload } from 'payload'

/** The one Payload instance of this process (Payload caches it; the first call migrates and seeds). */
export const payloadClient = () => getPayload({ config })
