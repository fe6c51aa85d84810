import { AGENT_TIME_ZONE } from '@/lib/timeZone'

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: AGENT_TIME_ZONE,
  })
