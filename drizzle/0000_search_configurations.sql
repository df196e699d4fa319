-- Accent-insensitive full-text search: copies of the french/dutch/english/simple configurations whose
-- word mappings run through unaccent first ("electricien" finds "Électricien").
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION tremplin_fr (COPY = french);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION tremplin_fr ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION tremplin_nl (COPY = dutch);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION tremplin_nl ALTER MAPPING FOR hword, hword_part, word WITH unaccent, dutch_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION tremplin_en (COPY = english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION tremplin_en ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION tremplin_simple (COPY = simple);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION tremplin_simple ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;
--> statement-breakpoint
-- The configuration of a content language (the `locale` enum: 'fr', 'nl', 'en'). Declared immutable so
-- generated columns may use it: the enum's labels never change, which is what makes the text cast safe.
CREATE FUNCTION tremplin_ts_config(lang anyenum) RETURNS regconfig
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE lang::text WHEN 'nl' THEN 'tremplin_nl'::regconfig WHEN 'en' THEN 'tremplin_en'::regconfig ELSE 'tremplin_fr'::regconfig END $$;
