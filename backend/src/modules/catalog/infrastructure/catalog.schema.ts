import { EntitySchema } from '@mikro-orm/core';
import { Tour } from '../domain/tour';
import { Review } from '../domain/review';
import { TourTombstone } from '../domain/tour-tombstone';
import { Provider } from '../domain/provider';
import { TourTranslation } from '../domain/tour-translation';

export const TourSchema = new EntitySchema<Tour>({
  class: Tour,
  tableName: 'tours',
  schema: 'catalog',
  properties: {
    id: { type: 'uuid', primary: true },
    title: { type: 'text' },
    shortDescription: { type: 'text', fieldName: 'short_description' },
    description: { type: 'text' },
    categoryId: { type: 'uuid', fieldName: 'category_id' },
    location: { type: 'text' },
    duration: { type: 'text' },
    maxPassengers: { type: 'integer', fieldName: 'max_passengers' },
    priceFrom: { type: 'decimal', precision: 10, scale: 2, fieldName: 'price_from' },
    currency: { type: 'text' },
    images: { type: 'json' },
    included: { type: 'json' },
    notIncluded: { type: 'json', fieldName: 'not_included' },
    meetingPoint: { type: 'text', fieldName: 'meeting_point' },
    providerId: { type: 'text', fieldName: 'provider_id' },
    providerName: { type: 'text', fieldName: 'provider_name' },
    providerRating: { type: 'decimal', precision: 2, scale: 1, fieldName: 'provider_rating' },
    isPrivate: { type: 'boolean', fieldName: 'is_private' },
    freeCancellation: { type: 'boolean', fieldName: 'free_cancellation' },
    additionalInfo: { type: 'text', fieldName: 'additional_info', nullable: true },
    createdAt: { type: 'Date', fieldName: 'created_at' },
    updatedAt: { type: 'Date', fieldName: 'updated_at' },
  },
});

export const ReviewSchema = new EntitySchema<Review>({
  class: Review,
  tableName: 'reviews',
  schema: 'catalog',
  properties: {
    id: { type: 'uuid', primary: true },
    tourId: { type: 'uuid', fieldName: 'tour_id' },
    authorName: { type: 'text', fieldName: 'author_name' },
    authorInitials: { type: 'text', fieldName: 'author_initials' },
    rating: { type: 'smallint' },
    title: { type: 'text' },
    content: { type: 'text' },
    date: { type: 'text' },
    createdAt: { type: 'Date', fieldName: 'created_at' },
  },
});

export const TourTombstoneSchema = new EntitySchema<TourTombstone>({
  class: TourTombstone,
  tableName: 'tour_tombstones',
  schema: 'catalog',
  properties: {
    id: { type: 'uuid', primary: true },
    deletedAt: { type: 'Date', fieldName: 'deleted_at' },
    providerId: { type: 'text', fieldName: 'provider_id', nullable: true },
  },
});

export const ProviderSchema = new EntitySchema<Provider>({
  class: Provider,
  tableName: 'providers',
  schema: 'catalog',
  properties: {
    id: { type: 'text', primary: true },
    name: { type: 'text' },
    bookingEmails: { type: 'json', fieldName: 'booking_emails' },
    phone: { type: 'text', nullable: true },
    languages: { type: 'json' },
    active: { type: 'boolean' },
    createdAt: { type: 'Date', fieldName: 'created_at' },
    updatedAt: { type: 'Date', fieldName: 'updated_at' },
  },
});

export const TourTranslationSchema = new EntitySchema<TourTranslation>({
  class: TourTranslation,
  tableName: 'tour_translations',
  schema: 'catalog',
  properties: {
    tourId: { type: 'uuid', fieldName: 'tour_id', primary: true },
    language: { type: 'text', primary: true },
    title: { type: 'text' },
    shortDescription: { type: 'text', fieldName: 'short_description' },
    description: { type: 'text' },
    included: { type: 'json' },
    notIncluded: { type: 'json', fieldName: 'not_included' },
    meetingPoint: { type: 'text', fieldName: 'meeting_point' },
    additionalInfo: { type: 'text', fieldName: 'additional_info', nullable: true },
    duration: { type: 'text' },
    sourceHash: { type: 'text', fieldName: 'source_hash' },
    updatedAt: { type: 'Date', fieldName: 'updated_at' },
    updatedBy: { type: 'text', fieldName: 'updated_by', nullable: true },
  },
});
