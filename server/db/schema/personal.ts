// Personal Center: the entries an account chose for its home quick navigation, in its order.
import { integer, pgTable, primaryKey, text } from '../orm.ts';
import { accounts, menus } from './core.ts';

export const quickNavEntries = pgTable(
  'quick_nav_entries',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    menuCode: text('menu_code')
      .notNull()
      .references(() => menus.code, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.menuCode] })],
);
