CREATE TABLE "call_back_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"mobile_number" text NOT NULL,
	"program" text NOT NULL,
	"preferred_time" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_back_requests_mobile_digits" CHECK ("call_back_requests"."mobile_number" ~ '^[0-9]{10}$'),
	CONSTRAINT "call_back_requests_name_length" CHECK (char_length("call_back_requests"."name") between 1 and 100 and "call_back_requests"."name" = btrim("call_back_requests"."name")),
	CONSTRAINT "call_back_requests_program_valid" CHECK ("call_back_requests"."program" in ('webmonk', 'machinester', 'iot', 'code-slayer', 'not-sure')),
	CONSTRAINT "call_back_requests_time_valid" CHECK ("call_back_requests"."preferred_time" in ('morning', 'afternoon', 'evening', 'any'))
);
--> statement-breakpoint
ALTER TABLE "call_back_requests" ADD CONSTRAINT "call_back_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_back_requests_created_idx" ON "call_back_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "call_back_requests_mobile_idx" ON "call_back_requests" USING btree ("mobile_number","created_at");