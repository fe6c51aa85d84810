/** The market figures: pure functions of closed sales and active homes, and their wording. */
export { figuresByArea, isCountyArea, type Area } from './all'
export { areaFigures } from './area'
export { type ClosedRow, homeKind, saleRecordOf } from './records'
export { type MarketSide, marketSideOf, SUPPLY_RULE, supplyNote } from './supply'
export * from './types'
export * from './words'
