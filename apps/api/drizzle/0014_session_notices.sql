CREATE TABLE "session_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"session_sequence" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"previous_starts_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_notices_kind_valid" CHECK ("session_notices"."kind" in ('reminder_24h', 'reminder_1h', 'moved', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "session_notices" ADD CONSTRAINT "session_notices_session_id_batch_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."batch_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notices" ADD CONSTRAINT "session_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "session_notices_once" ON "session_notices" USING btree ("session_id","user_id","kind","session_sequence");--> statement-breakpoint
CREATE INDEX "session_notices_pending_idx" ON "session_notices" USING btree ("starts_at") WHERE "session_notices"."sent_at" is null;