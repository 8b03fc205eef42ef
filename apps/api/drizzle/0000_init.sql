CREATE TABLE "courses" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"category" text NOT NULL,
	"price_paise" integer NOT NULL,
	"discounted_price_paise" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_price_positive" CHECK ("courses"."price_paise" >= 0),
	CONSTRAINT "courses_discount_not_above_price" CHECK ("courses"."discounted_price_paise" is null or ("courses"."discounted_price_paise" >= 0 and "courses"."discounted_price_paise" <= "courses"."price_paise"))
);
