CREATE TABLE "train_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	"status" text DEFAULT 'toBeConfirmed' NOT NULL,
	"expected_at" timestamp with time zone NOT NULL,
	"address" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"attendees" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"postscript" text DEFAULT '' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"canceled_by_vendor" boolean DEFAULT false NOT NULL,
	"score" integer,
	"comment" text DEFAULT '' NOT NULL,
	"feedback_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "train_applications_score_check" CHECK ("train_applications"."score" is null or ("train_applications"."score" between 1 and 10)),
	CONSTRAINT "train_applications_attendees_check" CHECK ("train_applications"."attendees" >= 1)
);
--> statement-breakpoint
CREATE TABLE "train_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"platform_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"hours" integer DEFAULT 1 NOT NULL,
	"on_shelf" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "train_courseware" (
	"course_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "train_courseware_course_id_file_id_pk" PRIMARY KEY("course_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "train_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "enrolled_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "train_applications" ADD CONSTRAINT "train_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_applications" ADD CONSTRAINT "train_applications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_applications" ADD CONSTRAINT "train_applications_course_id_train_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."train_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_applications" ADD CONSTRAINT "train_applications_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_courses" ADD CONSTRAINT "train_courses_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_courses" ADD CONSTRAINT "train_courses_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_courseware" ADD CONSTRAINT "train_courseware_course_id_train_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."train_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_courseware" ADD CONSTRAINT "train_courseware_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_events" ADD CONSTRAINT "train_events_application_id_train_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."train_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_events" ADD CONSTRAINT "train_events_actor_id_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "train_applications_company_idx" ON "train_applications" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "train_applications_status_idx" ON "train_applications" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "train_courses_platform_idx" ON "train_courses" USING btree ("platform_id","on_shelf");--> statement-breakpoint
CREATE INDEX "train_courseware_file_idx" ON "train_courseware" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "train_events_application_idx" ON "train_events" USING btree ("application_id","id");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_seats_check" CHECK ("courses"."enrolled_count" >= 0 and "courses"."enrolled_count" <= "courses"."capacity");