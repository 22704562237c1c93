CREATE TABLE "network_credits" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"reward_mp" integer NOT NULL,
	"ancestors" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "network_leg_days" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"left_mp" bigint DEFAULT 0 NOT NULL,
	"right_mp" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "network_leg_days_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "network_legs" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"left_open_mp" bigint DEFAULT 0 NOT NULL,
	"right_open_mp" bigint DEFAULT 0 NOT NULL,
	"left_total_mp" bigint DEFAULT 0 NOT NULL,
	"right_total_mp" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "network_legs_not_negative" CHECK ("network_legs"."left_open_mp" >= 0 and "network_legs"."right_open_mp" >= 0 and "network_legs"."left_open_mp" <= "network_legs"."left_total_mp" and "network_legs"."right_open_mp" <= "network_legs"."right_total_mp")
);
--> statement-breakpoint
CREATE TABLE "network_nodes" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"side" text,
	"default_side" text DEFAULT 'left' NOT NULL,
	"depth" integer NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "network_nodes_parent_side" UNIQUE("parent_id","side"),
	CONSTRAINT "network_nodes_root_shape" CHECK (("network_nodes"."parent_id" is null) = ("network_nodes"."side" is null))
);
--> statement-breakpoint
CREATE TABLE "network_paths" (
	"ancestor_id" integer NOT NULL,
	"descendant_id" integer NOT NULL,
	"depth" integer NOT NULL,
	"side" text,
	CONSTRAINT "network_paths_ancestor_id_depth_descendant_id_pk" PRIMARY KEY("ancestor_id","depth","descendant_id")
);
--> statement-breakpoint
ALTER TABLE "network_nodes" ADD CONSTRAINT "network_nodes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "network_legs_pairable_idx" ON "network_legs" USING btree ("member_id") WHERE "network_legs"."left_open_mp" > 0 and "network_legs"."right_open_mp" > 0;--> statement-breakpoint
CREATE INDEX "network_paths_descendant_idx" ON "network_paths" USING btree ("descendant_id","depth");