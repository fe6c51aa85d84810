import { PropertySearchForm } from './PropertySearch.client'

export type PropertySearchProps = {
  title?: string
  /** Suggestions for the location field, e.g. the service-area towns. */
  towns?: string[]
}

/** A property search that loads on the client only. */
export function PropertySearch({ title = 'Search Properties', towns = [] }: PropertySearchProps) {
  return (
    <section aria-labelledby="property-search-title" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="property-search-title" className="text-3xl text-ink-950">
          {title}
        </h2>
        {/* Reserves the form's height so the swap from loading to ready moves nothing. */}
        <div className="mt-8 grid min-h-[28.125rem] rounded-lg border border-ink-900/10 bg-stone-50 p-6 sm:min-h-[17.125rem] lg:min-h-[7.625rem]">
          <PropertySearchForm towns={towns} />
        </div>
      </div>
    </section>
  )
}
