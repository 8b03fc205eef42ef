ALTER TABLE "orders" ADD COLUMN "course_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "request_id" text;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "carts_updated_idx" ON "carts" USING btree ("updated_at","user_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_email","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","id");--> statement-breakpoint
UPDATE "orders" SET "course_names" = x."names"
  FROM (SELECT "order_id", array_agg("name" ORDER BY "name") AS "names" FROM "order_items" GROUP BY "order_id") x
  WHERE x."order_id" = "orders"."id";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Deleting a staff account sets actor_id to null (the foreign key); nothing else may change.
  IF TG_OP = 'UPDATE'
    AND NEW.actor_id IS NULL
    AND (NEW.id, NEW.actor_email, NEW.actor_role, NEW.action, NEW.entity_type, NEW.entity_id,
         NEW.before, NEW.after, NEW.created_at, NEW.request_id)
      IS NOT DISTINCT FROM
        (OLD.id, OLD.actor_email, OLD.actor_role, OLD.action, OLD.entity_type, OLD.entity_id,
         OLD.before, OLD.after, OLD.created_at, OLD.request_id)
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
