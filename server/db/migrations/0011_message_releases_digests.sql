CREATE TABLE "message_digests" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"mail_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_digests_account_id_day_pk" PRIMARY KEY("account_id","day")
);
--> statement-breakpoint
ALTER TABLE "message_deliveries" DROP CONSTRAINT "message_deliveries_account_id_item_id_pk";--> statement-breakpoint
-- (edited by hand: drizzle-kit added the key before the column, and the column NOT NULL with nothing to fill it)
ALTER TABLE "message_deliveries" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
UPDATE "message_deliveries" AS d SET "released_at" = coalesce((SELECT i."released_at" FROM "catalog_items" AS i WHERE i."id" = d."item_id"), d."created_at");--> statement-breakpoint
ALTER TABLE "message_deliveries" ALTER COLUMN "released_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "message_deliveries" ADD CONSTRAINT "message_deliveries_account_id_item_id_released_at_pk" PRIMARY KEY("account_id","item_id","released_at");--> statement-breakpoint
ALTER TABLE "message_setting_log" ADD COLUMN "operator_id" integer;--> statement-breakpoint
UPDATE "message_setting_log" SET "operator_id" = "account_id";--> statement-breakpoint
ALTER TABLE "message_digests" ADD CONSTRAINT "message_digests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_setting_log" ADD CONSTRAINT "message_setting_log_operator_id_accounts_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
