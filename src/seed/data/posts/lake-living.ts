import { bold, doc, h2, h3, link, p, quote, ul, upload } from '../../lexical'
import type { SeedBuilder } from '../types'

export const lakeLiving: SeedBuilder<'posts'> = (media) => ({
  title: 'Lake Living in Sussex County: What to Know Before You Buy',
  slug: 'lake-living-sussex-county',
  publishedAt: '2026-08-18T14:00:00.000Z',
  excerpt:
    'Beaches, docks and sunsets over the water: lake communities are some of the most sought-after homes in northern New Jersey. Here is what to ask about lake rights, dues, docks and inspections before you buy.',
  coverImage: media.required('blog-lake-living'),
  content: doc(
    p(
      'Ask people why they moved to Sussex County and many will point to a lake. From Lake Mohawk in Sparta to Cranberry Lake and Lake Lackawanna in Byram, the county has dozens of lake communities where summer means swimming off the beach, paddling at sunset and skating when the ice is thick enough. Lake homes are also some of the most competitive in our market, so it pays to know what you are buying.',
    ),
    h2('Lakefront, lake view or lake rights?'),
    p('Listings use these terms loosely. They mean very different things:'),
    ul(
      [bold('Lakefront: '), 'the property touches the water, often with its own shoreline and room for a dock.'],
      [bold('Lake view: '), 'you can see the lake, but you may not have any right to use it.'],
      [bold('Lake rights: '), 'you can use the community beaches, docks or boat launch, usually by belonging to the lake association.'],
    ),
    p(
      'Lake rights can be deeded, attached to the property forever, or optional, where membership is open to residents who pay dues. Before you make an offer, ask for the association\'s documents, and have your attorney confirm exactly what rights transfer with the home.',
    ),
    upload(media('area-byram')),
    h2('Questions to ask every lake association'),
    ul(
      'What are the annual dues, and have there been special assessments in the last five years?',
      'Which beaches, docks and launches can members use, and is there a waiting list for boat slips?',
      'Which boats are allowed? Many lakes permit only electric motors or non-motorized boats.',
      'How is the lake managed: weed control, dam inspections, water testing?',
      'Are there rules about fences, short-term rentals or exterior changes?',
    ),
    h2('Water quality and the environment'),
    p(
      'Like lakes across the Northeast, some Sussex County lakes have had summer harmful algal blooms in recent years, which can close beaches for a few days or weeks. Associations with active lake management tend to handle this best. The New Jersey Department of Environmental Protection posts current advisories on its ',
      link('harmful algal bloom page', 'https://dep.nj.gov/hab/'),
      ', and it is worth a look before and after you buy.',
    ),
    p(
      'Much of the lake country also lies within the New Jersey Highlands, where the Highlands Act limits new construction and large additions in the Preservation Area. If you are planning to expand a small cottage, talk to the township and an attorney before you commit.',
    ),
    h2('Inspections for lake homes'),
    p(
      'A lake cottage may have started life as a summer place, so inspections matter even more than usual. Beyond a standard home inspection, plan for a septic inspection, a well test if the home is not on a community water system, and a close look at insulation, heating and the foundation. Since 2024, New Jersey sellers must also disclose known flood risks and past flood damage, so read the seller\'s disclosure carefully and check flood insurance costs early.',
    ),
    h3('Docks, shorelines and permits'),
    p(
      'Building or replacing a dock, bulkhead or retaining wall may need approval from the lake association, the township and sometimes the state. If a listing advertises a dock, ask who owns it and whether it was permitted.',
    ),
    quote(
      'The best lake home is the one whose community fits the way you want to spend a Saturday: a quiet paddle at dawn, a busy beach with the kids, or a boat club with summer races.',
    ),
    h2('Is lake living right for you?'),
    p(
      'Lake communities reward people who use them. If you picture yourself on the water most summer weekends, the premium is worth it. If not, a nearby home without lake rights may give you more house for your money. Either way, come and see a few. Our ',
      link('Byram community guide', '/communities/byram'),
      ' is a good place to start, and we are always happy to show you around the lakes in person.',
    ),
  ),
  seo: {
    title: 'Buying a Lake Home in Sussex County, NJ: What to Know',
    description:
      'Lakefront vs. lake rights, association dues, docks, water quality, Highlands rules and inspections: a buyer\'s guide to lake living in Sussex County, NJ.',
  },
})
