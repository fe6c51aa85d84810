import type { School } from '@/features/content/sections/CommunitySchools/logic'
import { enrollmentText, formatRating, gradesText, ratingText } from './logic'
import { RatingStars } from './RatingStars'
import { BulletList } from '@/ui/BulletList'
import { HeadedSection } from '@/features/content/sections/HeadedSection'

export type CommunitySchoolsProps = {
  schools: School[]
  districtName?: string | null
  districtDescription?: string | null
  title?: string | null
  subtitle?: string | null
  id?: string
}

/** The school district and a card per school. */
export function CommunitySchools({
  schools,
  districtName,
  districtDescription,
  title,
  subtitle,
  id,
}: CommunitySchoolsProps) {
  return (
    <HeadedSection id={id} tone="stone" title={title || 'Schools & Education'} subtitle={subtitle}>
      {districtName || districtDescription ? (
        <div className="on-dark mx-auto mt-12 max-w-4xl rounded-lg bg-ink-950 p-6 text-center text-white sm:p-8">
          {districtName ? <h3 className="text-2xl text-accent-300">{districtName}</h3> : null}
          {districtDescription ? (
            <p className="mt-3 leading-relaxed text-white/85">{districtDescription}</p>
          ) : null}
        </div>
      ) : null}
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {schools.map((school) => (
          <li key={school.name} className="flex">
            <SchoolCard school={school} />
          </li>
        ))}
      </ul>
    </HeadedSection>
  )
}

function SchoolCard({ school }: { school: School }) {
  const rating =
    typeof school.rating === 'number' && Number.isFinite(school.rating) ? school.rating : null
  return (
    <div className="flex w-full flex-col rounded-lg border border-ink-900/10 bg-white p-6 shadow-sm">
      <h3 className="text-xl text-ink-950 sm:text-2xl">{school.name}</h3>
      <p className="mt-2 text-sm font-semibold text-ink-600">
        {gradesText(school.grades)}
        {typeof school.enrollment === 'number' ? (
          <>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            {enrollmentText(school.enrollment)}
          </>
        ) : null}
      </p>
      {rating !== null ? (
        <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1">
          <RatingStars rating={rating} />
          <p className="text-sm text-ink-700">
            <span className="sr-only">{ratingText(rating, school.ratingSource)}</span>
            <span aria-hidden="true">
              <span className="font-semibold text-ink-950">{formatRating(rating)}/10</span>
              {school.ratingSource ? ` · ${school.ratingSource}` : null}
            </span>
          </p>
        </div>
      ) : null}
      {school.description ? (
        <p className="mt-4 leading-relaxed text-ink-800">{school.description}</p>
      ) : null}
      {school.highlights?.length ? (
        <BulletList items={school.highlights} small className="mt-4 space-y-1.5" />
      ) : null}
    </div>
  )
}
