import { EntitySchema } from '@mikro-orm/core';
import { User } from '../domain/user';

export const UserSchema = new EntitySchema<User>({
  class: User,
  tableName: 'users',
  schema: 'identity',
  properties: {
    id: { type: 'uuid', primary: true },
    username: { type: 'text', unique: true },
    passwordHash: { type: 'text', fieldName: 'password' },
    isAdmin: { type: 'boolean', fieldName: 'is_admin', default: false },
    createdAt: { type: 'Date', fieldName: 'created_at' },
    sessionsNotBefore: { type: 'Date', fieldName: 'sessions_not_before', nullable: true },
    language: { type: 'text', default: 'en' },
  },
});
