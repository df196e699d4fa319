-- offers.company_name is denormalised for search weighting: keep it equal to the company's name.
CREATE FUNCTION tremplin_sync_offer_company_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'companies' THEN
    UPDATE offers SET company_name = NEW.name WHERE company_id = NEW.id AND company_name IS DISTINCT FROM NEW.name;
  ELSE
    NEW.company_name := (SELECT name FROM companies WHERE id = NEW.company_id);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_name_sync AFTER UPDATE OF name ON companies
  FOR EACH ROW EXECUTE FUNCTION tremplin_sync_offer_company_name();
--> statement-breakpoint
CREATE TRIGGER offers_company_name_sync BEFORE INSERT OR UPDATE OF company_id ON offers
  FOR EACH ROW EXECUTE FUNCTION tremplin_sync_offer_company_name();
