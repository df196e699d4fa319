ALTER TABLE "companies" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "company_suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- offers.company_suspended follows companies.suspended_at, so the visibility rule reads one row.
CREATE FUNCTION tremplin_sync_offer_company_suspended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'companies' THEN
    UPDATE offers SET company_suspended = (NEW.suspended_at IS NOT NULL)
      WHERE company_id = NEW.id AND company_suspended IS DISTINCT FROM (NEW.suspended_at IS NOT NULL);
  ELSE
    NEW.company_suspended := coalesce((SELECT suspended_at IS NOT NULL FROM companies WHERE id = NEW.company_id), false);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_suspension_sync AFTER UPDATE OF suspended_at ON companies
  FOR EACH ROW EXECUTE FUNCTION tremplin_sync_offer_company_suspended();
--> statement-breakpoint
CREATE TRIGGER offers_company_suspension_sync BEFORE INSERT OR UPDATE OF company_id ON offers
  FOR EACH ROW EXECUTE FUNCTION tremplin_sync_offer_company_suspended();
