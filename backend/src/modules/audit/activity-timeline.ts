/**
 * Decisions another module keeps on a timeline of its own (a booking request's: the provider's
 * and the traveller's), which the Activity list shows beside the trail without copying them. The
 * module that keeps them binds this port; the audit module reads through it and depends on no one.
 */
export interface ActivityTimeline {
  decisions(filter: TimelineFilter, limit: number, after: TimelineCursor | null, counted: boolean): Promise<{ rows: TimelineDecision[]; total: number }>;
}

export const ACTIVITY_TIMELINE = Symbol.for('ActivityTimeline');

export interface TimelineDecision {
  readonly id: string;
  readonly at: string;
  /** Who decided, in the timeline's words (`provider`, `traveller`). */
  readonly actor: string;
  readonly action: string;
  readonly detail: string | null;
  readonly kind: string;
  readonly itemId: string;
  readonly itemLabel: string | null;
  /** The changed field the detail is about (`status`, `proposed_date`). */
  readonly field: string;
}

export interface TimelineFilter {
  readonly actor?: string;
  readonly action?: string;
  readonly itemId?: string;
  /** Inclusive lower bound, exclusive upper bound (ISO timestamps). */
  readonly from?: string;
  readonly before?: string;
}

/** Where a long read in batches goes on: older than this decision. */
export interface TimelineCursor {
  readonly at: string;
  readonly id: string;
}
