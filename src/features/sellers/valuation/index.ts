/** /home-value: the estimate from closed comparable sales (docs/home-value.md). */
export { HOME_VALUE_PATH } from './HomeValueForm'
export { HomeValuePage } from './HomeValuePage'
export { readHomeValue } from './homeValue'
export { homeValueTowns } from './places'
export type { RawParams } from './inputs'
export { cachedAccuracy, measureAndStoreAccuracy, measureAccuracyIfStale } from './measure'
export { accuracySentence } from './text'
export type { EstimateSummary } from './summary'
