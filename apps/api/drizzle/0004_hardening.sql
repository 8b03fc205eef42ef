CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"provider_payment_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"course_ids" text[] NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_paise" > 0),
	CONSTRAINT "refunds_status_valid" CHECK ("refunds"."status" in ('pending', 'processed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"amount_paid" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"receipt" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"notes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"method" text DEFAULT 'upi' NOT NULL,
	"error_code" text,
	"error_description" text,
	"amount_refunded" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount" integer NOT NULL,
	"receipt" text,
	"notes" jsonb NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_valid";--> statement-breakpoint
DROP INDEX "orders_provider_payment_unique";--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "next_allowed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD CONSTRAINT "sandbox_payments_order_id_sandbox_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sandbox_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_payment_id_sandbox_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."sandbox_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_payment_unique" ON "refunds" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_refund_unique" ON "refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_payments_order_idx" ON "sandbox_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_one_capture" ON "sandbox_payments" USING btree ("order_id") WHERE "sandbox_payments"."status" in ('captured', 'refunded');--> statement-breakpoint
CREATE INDEX "sandbox_refunds_payment_idx" ON "sandbox_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_idempotency_unique" ON "sandbox_refunds" USING btree ("idempotency_key");--> statement-breakpoint
-- Before one open order per learner: a learner's older open orders are superseded by the newest.
UPDATE "orders" SET "status" = 'cancelled', "updated_at" = now() WHERE "status" in ('created', 'attempted') AND "id" <> (SELECT o2."id" FROM "orders" o2 WHERE o2."user_id" = "orders"."user_id" AND o2."status" in ('created', 'attempted') ORDER BY o2."created_at" DESC, o2."id" DESC LIMIT 1);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_open_per_user" ON "orders" USING btree ("user_id") WHERE "orders"."status" in ('created', 'attempted');--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_payment_unique" ON "orders" USING btree ("provider_payment_id") WHERE "orders"."provider_payment_id" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_valid" CHECK ("orders"."status" in ('created', 'attempted', 'paid', 'failed', 'cancelled'));