CREATE TABLE "analytics_counted" (
	"day" date NOT NULL,
	"key" text NOT NULL,
	CONSTRAINT "analytics_counted_day_key_pk" PRIMARY KEY("day","key")
);
