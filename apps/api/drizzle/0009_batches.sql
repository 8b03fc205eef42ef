CREATE TABLE "batch_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"title" text NOT NULL,
	"join_url" text,
	"recording_url" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batch_sessions_status_valid" CHECK ("batch_sessions"."status" in ('scheduled', 'cancelled')),
	CONSTRAINT "batch_sessions_duration_valid" CHECK ("batch_sessions"."duration_minutes" between 15 and 600),
	CONSTRAINT "batch_sessions_links_https" CHECK (("batch_sessions"."join_url" is null or "batch_sessions"."join_url" like 'https://%') and ("batch_sessions"."recording_url" is null or "batch_sessions"."recording_url" like 'https://%'))
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" text NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"capacity" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"enrolment_closes_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batches_status_valid" CHECK ("batches"."status" in ('draft', 'open', 'closed', 'cancelled')),
	CONSTRAINT "batches_dates_ordered" CHECK ("batches"."end_date" >= "batches"."start_date"),
	CONSTRAINT "batches_capacity_positive" CHECK ("batches"."capacity" > 0),
	CONSTRAINT "batches_seats_within_capacity" CHECK ("batches"."seats_taken" between 0 and "batches"."capacity")
);
--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "batch_sessions" ADD CONSTRAINT "batch_sessions_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_sessions_batch_start_idx" ON "batch_sessions" USING btree ("batch_id","starts_at");--> statement-breakpoint
CREATE INDEX "batches_course_start_idx" ON "batches" USING btree ("course_id","start_date");--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrolments_batch_idx" ON "enrolments" USING btree ("batch_id");--> statement-breakpoint
-- Enrolments made before batches keep their place: one closed batch per program that has any,
-- named from the batch line its page showed ("Winter 2024" for Webmonk, "Summer 2025" for the
-- others), dated by its first and last enrolment in IST, with exactly its learners' seats.
INSERT INTO "batches" ("course_id", "name", "start_date", "end_date", "capacity", "seats_taken", "enrolment_closes_at", "status")
SELECT e."course_id",
	CASE WHEN e."course_id" = 'webmonk' THEN 'Winter 2024 batch' ELSE 'Summer 2025 batch' END,
	min((e."created_at" AT TIME ZONE 'Asia/Kolkata')::date),
	max((e."created_at" AT TIME ZONE 'Asia/Kolkata')::date),
	count(*)::int, count(*)::int, max(e."created_at"), 'closed'
FROM "enrolments" e GROUP BY e."course_id";--> statement-breakpoint
UPDATE "enrolments" e SET "batch_id" = b."id" FROM "batches" b
WHERE b."course_id" = e."course_id" AND b."status" = 'closed' AND e."batch_id" IS NULL;
