import { agentTime } from '@/lib/timeZone'

export const formatDate = (iso: string) =>
  agentTime(iso, { month: 'long', day: 'numeric', year: 'numeric' })
