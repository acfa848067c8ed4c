-- Trigram similarity for fuzzy search (GIN indexes come with the searchable tables).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
