-- A company's slug in each language is on every card of its offers: a write to its translations moves the
-- offers version too, so what the nodes keep per offers version (search results, offer cards) is read again.
CREATE TRIGGER company_translations_offers_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON company_translations
  FOR EACH STATEMENT EXECUTE FUNCTION tremplin_bump_offers_version();
