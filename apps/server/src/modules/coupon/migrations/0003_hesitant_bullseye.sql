ALTER TABLE "coupon_templates" DROP CONSTRAINT "coupon_templates_kind";--> statement-breakpoint
ALTER TABLE "coupon_templates" DROP CONSTRAINT "coupon_templates_terms";--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "brand_id" integer;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD COLUMN "brand_id" integer;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD CONSTRAINT "coupon_templates_kind" CHECK ("coupon_templates"."kind" in ('amountOff', 'percentOff', 'freeShipping'));--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD CONSTRAINT "coupon_templates_terms" CHECK (("coupon_templates"."kind" = 'amountOff' and "coupon_templates"."amount_minor" > 0 and "coupon_templates"."percent" = 0)
       or ("coupon_templates"."kind" = 'percentOff' and "coupon_templates"."percent" between 1 and 99 and "coupon_templates"."amount_minor" = 0)
       or ("coupon_templates"."kind" = 'freeShipping' and "coupon_templates"."amount_minor" = 0 and "coupon_templates"."percent" = 0 and "coupon_templates"."cap_minor" = 0));