import { POST as signUp } from '@/app/(frontend)/api/report-subscription/route'
import { scriptlessLeadRoute } from '@/features/leads/server/scriptless'
import { REPORT_FAILURE } from '@/features/market/subscription/rules'
import { AREA_SLUGS } from '@/lib/areas'

/** The report's sign-up form as a browser without scripts sends it. */
export const POST = scriptlessLeadRoute({
  endpoint: signUp,
  fields: ['area', 'email', 'name', 'website'],
  optional: ['name'],
  titles: { sent: 'Check your inbox', refused: 'Your sign-up was not saved' },
  failure: REPORT_FAILURE,
  back: (form) => {
    const area = form.get('area')
    return area && (AREA_SLUGS as readonly string[]).includes(area)
      ? { href: `/market-update/${area}`, label: 'Back to the report' }
      : null
  },
})
