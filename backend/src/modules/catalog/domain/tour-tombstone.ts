/** What is left of a deleted tour: its URL answers 410 Gone rather than 404 (issue 27). */
export class TourTombstone {
  constructor(
    readonly id: string,
    readonly deletedAt: Date,
  ) {}
}
