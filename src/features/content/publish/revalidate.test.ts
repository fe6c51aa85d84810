import { describe, expect, it } from 'vitest'

import { savesOnlyADraft } from './revalidate'

describe('savesOnlyADraft: which saves leave the published page as it is', () => {
  it('an autosave or "Save draft" from the studio (?draft=true) keeps the cache', () => {
    expect(
      savesOnlyADraft({ _status: 'draft' }, { query: { draft: 'true', autosave: 'true' } }),
    ).toBe(true)
    expect(savesOnlyADraft({}, { query: { draft: 'true' } })).toBe(true)
  })
  it('publishing expires it, even when sent with ?draft=true', () => {
    expect(savesOnlyADraft({ _status: 'published' }, { query: { draft: 'true' } })).toBe(false)
    expect(savesOnlyADraft({ _status: 'published' }, { query: {} })).toBe(false)
  })
  it('unpublishing (a draft status without the draft flag) and local API saves expire it', () => {
    expect(savesOnlyADraft({ _status: 'draft' }, { query: {} })).toBe(false)
    expect(savesOnlyADraft({ _status: 'draft' }, {} as never)).toBe(false)
  })
})
