-- Trigram similarity for typo-tolerant search (product 3: "tillamok crab" finds Tillamook Bay).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
