CREATE TABLE "account_cust_roles" (
	"account_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "account_cust_roles_account_id_role_id_pk" PRIMARY KEY("account_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "account_group_funcs" (
	"group_id" integer NOT NULL,
	"menu_code" text NOT NULL,
	CONSTRAINT "account_group_funcs_group_id_menu_code_pk" PRIMARY KEY("group_id","menu_code")
);
--> statement-breakpoint
CREATE TABLE "account_group_managers" (
	"group_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	CONSTRAINT "account_group_managers_group_id_account_id_pk" PRIMARY KEY("group_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "account_group_members" (
	"group_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	CONSTRAINT "account_group_members_group_id_account_id_pk" PRIMARY KEY("group_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "account_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"custom_funcs" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cust_role_funcs" (
	"role_id" integer NOT NULL,
	"menu_code" text NOT NULL,
	CONSTRAINT "cust_role_funcs_role_id_menu_code_pk" PRIMARY KEY("role_id","menu_code")
);
--> statement-breakpoint
CREATE TABLE "cust_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_cust_roles" ADD CONSTRAINT "account_cust_roles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_cust_roles" ADD CONSTRAINT "account_cust_roles_role_id_cust_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."cust_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_group_funcs" ADD CONSTRAINT "account_group_funcs_group_id_account_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."account_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_group_funcs" ADD CONSTRAINT "account_group_funcs_menu_code_menus_code_fk" FOREIGN KEY ("menu_code") REFERENCES "public"."menus"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_group_managers" ADD CONSTRAINT "account_group_managers_group_id_account_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."account_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_group_managers" ADD CONSTRAINT "account_group_managers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_group_members" ADD CONSTRAINT "account_group_members_group_id_account_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."account_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_group_members" ADD CONSTRAINT "account_group_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_groups" ADD CONSTRAINT "account_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cust_role_funcs" ADD CONSTRAINT "cust_role_funcs_role_id_cust_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."cust_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cust_role_funcs" ADD CONSTRAINT "cust_role_funcs_menu_code_menus_code_fk" FOREIGN KEY ("menu_code") REFERENCES "public"."menus"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cust_roles" ADD CONSTRAINT "cust_roles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cust_roles" ADD CONSTRAINT "cust_roles_group_id_account_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."account_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cust_roles" ADD CONSTRAINT "cust_roles_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cust_roles" ADD CONSTRAINT "cust_roles_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_cust_roles_role_idx" ON "account_cust_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "account_group_managers_account_idx" ON "account_group_managers" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_group_members_account_uq" ON "account_group_members" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_groups_company_name_uq" ON "account_groups" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "cust_roles_group_name_uq" ON "cust_roles" USING btree ("group_id",lower("name"));