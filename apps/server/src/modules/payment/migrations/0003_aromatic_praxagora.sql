ALTER TABLE "payment_saved_cards" ADD COLUMN "attached_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_saved_cards" ADD COLUMN "detached_at" timestamp with time zone;