ALTER TABLE "order_items" ADD COLUMN "seat_status" text;--> statement-breakpoint
CREATE INDEX "order_items_batch_seat_idx" ON "order_items" USING btree ("batch_id","seat_status");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_seat_status_valid" CHECK ("order_items"."seat_status" is null or "order_items"."seat_status" in ('held', 'released', 'confirmed', 'surplus'));