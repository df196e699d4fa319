/** What the sources page receives: an organisation's sources, their last runs, a preview. */
import type { ContractType, JobCategory, RangeKind, Region, RemotePolicy } from '~/domain/enums'
import type { Refusal, RefusalReason, SourceApplyOn, SourceKind } from '~/domain/offer-sources'

export type SourceRunView = {
  id: string
  startedAt: string
  finishedAt: string | null
  failure: RefusalReason | null
  created: number
  updated: number
  archived: number
  unchanged: number
  refused: Refusal[]
}

export type SourceView = {
  id: string
  kind: SourceKind
  url: string
  publish: boolean
  applyOn: SourceApplyOn
  intervalHours: number
  active: boolean
  lastRunAt: string | null
  runs: SourceRunView[]
}

export type SourcesView = {
  companyId: string
  companyName: string
  canManage: boolean
  suspended: boolean
  sources: SourceView[]
}

export type PreviewItem = {
  title: string
  contractType: ContractType
  region: Region | null
  office: string | null
  remotePolicy: RemotePolicy
  category: JobCategory
  language: 'fr' | 'nl' | 'en'
  salaryKind: RangeKind | null
  salaryMin: number | null
  salaryMax: number | null
  validThrough: string | null
  applyUrl: string | null
}

export type PreviewView =
  | { ok: true; items: PreviewItem[]; refusals: Refusal[] }
  | { ok: false; reason: RefusalReason }
