import { Query } from '../../../../kernel/cqrs/query-bus';

/** The chain check's answer: intact with its length, or the first entry found altered or removed. */
export type AuditChainReport =
  | { readonly intact: true; readonly entries: number }
  | { readonly intact: false; readonly entries: number; readonly seq: number; readonly problem: string };

/** Walks the trail from its first entry, recomputing every hash and link. */
export class VerifyAuditChain extends Query<AuditChainReport> {}
