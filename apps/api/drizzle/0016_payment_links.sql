CREATE TABLE "sandbox_payment_links" (
	"id" text PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"reference_id" text NOT NULL,
	"description" text NOT NULL,
	"customer" jsonb NOT NULL,
	"notes" jsonb NOT NULL,
	"callback_url" text,
	"expire_by" integer NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"order_id" text,
	"payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"provider_link_id" text,
	"provider_url" text,
	"status" text DEFAULT 'created' NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"recipient_mobile" text NOT NULL,
	"items" jsonb NOT NULL,
	"amount_paise" integer NOT NULL,
	"list_total_paise" integer NOT NULL,
	"coupon_id" uuid,
	"coupon_code" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"send_count" integer DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	CONSTRAINT "payment_links_status_valid" CHECK ("payment_links"."status" in ('created', 'sent', 'paid', 'expired', 'cancelled')),
	CONSTRAINT "payment_links_amount_positive" CHECK ("payment_links"."amount_paise" > 0)
);
--> statement-breakpoint
DROP INDEX "orders_one_open_per_user";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "source" text DEFAULT 'checkout' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payment_links_reference_unique" ON "sandbox_payment_links" USING btree ("reference_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_order_unique" ON "payment_links" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_provider_unique" ON "payment_links" USING btree ("provider_link_id");--> statement-breakpoint
CREATE INDEX "payment_links_created_idx" ON "payment_links" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payment_links_open_idx" ON "payment_links" USING btree ("status","checked_at") WHERE "payment_links"."status" in ('created', 'sent');--> statement-breakpoint
CREATE INDEX "payment_links_email_idx" ON "payment_links" USING btree (lower("recipient_email"));--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_open_per_user" ON "orders" USING btree ("user_id") WHERE "orders"."status" in ('created', 'attempted') and "orders"."source" = 'checkout';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_source_valid" CHECK ("orders"."source" in ('checkout', 'payment_link'));