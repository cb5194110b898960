-- What a request's identity is made of (server/platform/auth.ts accessColumns): any change to it
-- bumps auth_epoch in the same transaction, so cached identities read at an older value are
-- read again. Statement-level: one bump per statement, however many rows. A new session (insert)
-- needs none: its token was never cached, nor does a new account, company, role or group, which
-- no cached identity holds before a member, grant or role row (each bumping) ties it to one. On
-- accounts, companies, customer roles and groups only the columns an identity reads bump it: a
-- login's last-login time or a failed attempt's count leaves every cached identity in place.
-- Before the statement: the epoch row is locked before any
-- identity row, so two transactions changing identity rows queue on it instead of deadlocking.
insert into auth_epoch (id, value) values (1, 0) on conflict (id) do nothing;
--> statement-breakpoint
create or replace function bump_auth_epoch() returns trigger language plpgsql as $$
begin
  update auth_epoch set value = value + 1 where id = 1;
  return null;
end
$$;
--> statement-breakpoint
create trigger sessions_bump_auth_epoch before update or delete or truncate on sessions
  for each statement execute function bump_auth_epoch();
--> statement-breakpoint
create trigger accounts_bump_auth_epoch before update of state, disabled_at, name, email, type, language, company_id, parent_id or delete or truncate on accounts
  for each statement execute function bump_auth_epoch();
--> statement-breakpoint
create trigger companies_bump_auth_epoch before update of name, name_en or delete or truncate on companies
  for each statement execute function bump_auth_epoch();
--> statement-breakpoint
create trigger account_grants_bump_auth_epoch before insert or update or delete or truncate on account_grants
  for each statement execute function bump_auth_epoch();
--> statement-breakpoint
create trigger account_cust_roles_bump_auth_epoch before insert or update or delete or truncate on account_cust_roles
  for each statement execute function bump_auth_epoch();
--> statement-breakpoint
create trigger cust_roles_bump_auth_epoch before update of group_id or delete or truncate on cust_roles
  for each statement execute function bump_auth_epoch();
--> statement-breakpoint
create trigger account_group_members_bump_auth_epoch before insert or update or delete or truncate on account_group_members
  for each statement execute function bump_auth_epoch();
--> statement-breakpoint
create trigger cust_role_funcs_bump_auth_epoch before insert or update or delete or truncate on cust_role_funcs
  for each statement execute function bump_auth_epoch();
--> statement-breakpoint
create trigger account_roles_bump_auth_epoch before insert or update or delete or truncate on account_roles
  for each statement execute function bump_auth_epoch();
--> statement-breakpoint
create trigger role_menus_bump_auth_epoch before insert or update or delete or truncate on role_menus
  for each statement execute function bump_auth_epoch();
--> statement-breakpoint
create trigger account_groups_bump_auth_epoch before update of custom_funcs or delete or truncate on account_groups
  for each statement execute function bump_auth_epoch();
--> statement-breakpoint
create trigger account_group_funcs_bump_auth_epoch before insert or update or delete or truncate on account_group_funcs
  for each statement execute function bump_auth_epoch();
--> statement-breakpoint
create trigger platforms_bump_auth_epoch before insert or update or delete or truncate on platforms
  for each statement execute function bump_auth_epoch();
--> statement-breakpoint
create trigger company_platforms_bump_auth_epoch before insert or update or delete or truncate on company_platforms
  for each statement execute function bump_auth_epoch();
--> statement-breakpoint
create trigger account_hidden_projects_bump_auth_epoch before insert or update or delete or truncate on account_hidden_projects
  for each statement execute function bump_auth_epoch();
