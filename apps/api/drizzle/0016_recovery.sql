CREATE TABLE "consent_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"granted" boolean,
	"age_statement" text,
	"wording_version" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_events_purpose_valid" CHECK ("consent_events"."purpose" in ('marketing', 'age')),
	CONSTRAINT "consent_events_source_valid" CHECK ("consent_events"."source" in ('signup', 'checkout', 'profile', 'unsubscribe'))
);
--> statement-breakpoint
CREATE TABLE "marketing_consents" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"granted" boolean DEFAULT false NOT NULL,
	"is_minor" boolean DEFAULT false NOT NULL,
	"wording_version" text,
	"source" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_consents_source_valid" CHECK ("marketing_consents"."source" is null or "marketing_consents"."source" in ('signup', 'checkout', 'profile', 'unsubscribe'))
);
--> statement-breakpoint
CREATE TABLE "recovery_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject_key" text NOT NULL,
	"order_id" uuid,
	"lines" jsonb NOT NULL,
	"reason" text,
	"claimed_at" timestamp with time zone,
	"claim_id" uuid,
	"sent_at" timestamp with time zone,
	"clicked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recovery_emails_kind_valid" CHECK ("recovery_emails"."kind" in ('abandoned_1', 'abandoned_2', 'failed_payment'))
);
--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_consents" ADD CONSTRAINT "marketing_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_emails" ADD CONSTRAINT "recovery_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_emails" ADD CONSTRAINT "recovery_emails_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_events_user_idx" ON "consent_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "consent_events_created_idx" ON "consent_events" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_emails_once" ON "recovery_emails" USING btree ("user_id","subject_key","kind");--> statement-breakpoint
CREATE INDEX "recovery_emails_pending_idx" ON "recovery_emails" USING btree ("created_at") WHERE "recovery_emails"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "recovery_emails_sent_idx" ON "recovery_emails" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "recovery_emails_user_idx" ON "recovery_emails" USING btree ("user_id","sent_at");