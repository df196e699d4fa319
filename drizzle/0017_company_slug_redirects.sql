CREATE TABLE "company_slug_redirects" (
	"locale" "locale" NOT NULL,
	"slug" text NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_slug_redirects_locale_slug_pk" PRIMARY KEY("locale","slug")
);
--> statement-breakpoint
ALTER TABLE "company_slug_redirects" ADD CONSTRAINT "company_slug_redirects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;