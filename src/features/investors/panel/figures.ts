import { calendarDay } from '@/lib/dates'

import type { AssumptionDefaults, AssumptionParam, ReadAssumptions } from '../assumptions'
import {
  investmentFigures,
  type InvestmentFigures,
  type InvestmentSnapshot,
  type RentSource,
} from '../numbers'

/** Where a figure comes from, in words, with the data's date where it has one. */
export type FigureSource = { kind: 'listing' | 'estimate' | 'default' | 'visitor'; text: string }

/** What the panel's figures need, all of it plain data (it crosses into the browser island). */
export type PanelModel = {
  listingKey: string
  address: string
  /** The listing page's own address, where the form sends its figures. */
  path: string
  price: number
  defaults: AssumptionDefaults
  sources: Record<AssumptionParam, FigureSource>
  /** Where the starting rent came from; null without one. */
  rentSource: Exclude<RentSource, 'visitor'> | null
}

/** A lease's or a sale's day ("Nov 27, 2026"); stored at midnight UTC. */
export const formatDay = (iso: string | null) => (iso ? calendarDay(iso) : null)

export const YOUR_FIGURE: FigureSource = { kind: 'visitor', text: 'Your figure' }

/** Where each figure shown comes from: the visitor's own values named as theirs. */
export const sourceOf = (model: PanelModel, read: ReadAssumptions, param: AssumptionParam) =>
  read.changed[param] ? YOUR_FIGURE : model.sources[param]

/** The figures for what the visitor sees, and the snapshot a question about them carries. */
export function figuresOf(
  model: PanelModel,
  read: ReadAssumptions,
): { figures: InvestmentFigures; snapshot: InvestmentSnapshot } | null {
  if (!read.assumptions) return null
  const figures = investmentFigures(model.price, read.assumptions)
  return {
    figures,
    snapshot: {
      assumptions: read.assumptions,
      rentSource: read.changed.rent || !model.rentSource ? 'visitor' : model.rentSource,
      netOperatingIncome: figures.netOperatingIncome,
      capRate: figures.capRate,
      monthlyCashFlow: figures.monthlyCashFlow,
      cashOnCash: figures.cashOnCash,
      debtServiceCoverage: figures.debtServiceCoverage,
    },
  }
}
