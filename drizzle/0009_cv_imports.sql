CREATE TABLE "cv_imports" (
	"talent_id" uuid PRIMARY KEY NOT NULL,
	"file_id" uuid,
	"extraction" jsonb NOT NULL,
	"to_check" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"proposals" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cv_imports" ADD CONSTRAINT "cv_imports_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_imports" ADD CONSTRAINT "cv_imports_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;