/** Container keys of what the kernel provides to every module. */
export const TOKENS = {
  Config: Symbol.for('Config'),
  Logger: Symbol.for('Logger'),
  Orm: Symbol.for('Orm'),
  Sql: Symbol.for('Sql'),
  Redis: Symbol.for('Redis'),
  CommandBus: Symbol.for('CommandBus'),
  QueryBus: Symbol.for('QueryBus'),
  SessionAuthenticator: Symbol.for('SessionAuthenticator'),
  Mailer: Symbol.for('Mailer'),
  ReadCache: Symbol.for('ReadCache'),
  Clock: Symbol.for('Clock'),
  /** The site's languages and the checks made with them (kernel/languages.ts). */
  SiteLanguages: Symbol.for('SiteLanguages'),
} as const;
