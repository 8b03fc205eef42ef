CREATE TABLE "seat_claims" (
	"claim_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_claims_claim_id_batch_id_pk" PRIMARY KEY("claim_id","batch_id")
);
--> statement-breakpoint
ALTER TABLE "seat_claims" ADD CONSTRAINT "seat_claims_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seat_claims_created_idx" ON "seat_claims" USING btree ("created_at");