/**
 * What is left of a deleted tour: its URL answers 410 Gone rather than 404, and the provider it
 * had last still decides whose booking links count.
 */
export class TourTombstone {
  constructor(
    readonly id: string,
    readonly deletedAt: Date,
    readonly providerId: string | null,
  ) {}
}
