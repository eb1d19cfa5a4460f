-- Runs once when the compose Postgres volume is created.
create extension if not exists unaccent;
create extension if not exists pg_trgm;
