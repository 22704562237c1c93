CREATE TABLE "bonus_pairing_runs" (
	"day" date PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"operator_id" integer,
	"members" integer DEFAULT 0 NOT NULL,
	"matched_mp" bigint DEFAULT 0 NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"capped_minor" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"earner_id" integer NOT NULL,
	"order_id" bigint,
	"from_member_id" integer,
	"depth" smallint DEFAULT 0 NOT NULL,
	"rate_bp" integer NOT NULL,
	"left_mp" bigint,
	"right_mp" bigint,
	"mp" bigint NOT NULL,
	"base_minor" bigint NOT NULL,
	"paid_minor" bigint NOT NULL,
	"capped_minor" bigint NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_records_amounts" CHECK ("bonus_records"."paid_minor" >= 0 and "bonus_records"."capped_minor" >= 0 and "bonus_records"."base_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bonus_remainders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_remainders_positive" CHECK ("bonus_remainders"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "bonus_records" ADD CONSTRAINT "bonus_records_earner_id_members_id_fk" FOREIGN KEY ("earner_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_records_source_kind_earner_uq" ON "bonus_records" USING btree ("source","kind","earner_id");--> statement-breakpoint
CREATE INDEX "bonus_records_earner_idx" ON "bonus_records" USING btree ("earner_id","id");--> statement-breakpoint
CREATE INDEX "bonus_records_day_idx" ON "bonus_records" USING btree ("day","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_remainders_source_kind_uq" ON "bonus_remainders" USING btree ("source","kind");--> statement-breakpoint
CREATE INDEX "bonus_remainders_day_idx" ON "bonus_remainders" USING btree ("day");