CREATE TABLE "quick_nav_entries" (
	"account_id" integer NOT NULL,
	"menu_code" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "quick_nav_entries_account_id_menu_code_pk" PRIMARY KEY("account_id","menu_code")
);
--> statement-breakpoint
ALTER TABLE "quick_nav_entries" ADD CONSTRAINT "quick_nav_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_nav_entries" ADD CONSTRAINT "quick_nav_entries_menu_code_menus_code_fk" FOREIGN KEY ("menu_code") REFERENCES "public"."menus"("code") ON DELETE cascade ON UPDATE no action;