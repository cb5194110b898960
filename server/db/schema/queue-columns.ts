// What every item of an engineer's work queue carries (document feedback, survey answers, PCN
// change requests, home feedback, FAQ comments): its state and the reply the customer sees.
import { integer, text, timestamp } from '../orm.ts';

export const queueStates = ['open', 'replied', 'closed'] as const;

export const queueColumns = () => ({
  status: text('status', { enum: queueStates }).notNull().default('open'),
  reply: text('reply'),
  repliedAt: timestamp('replied_at', { withTimezone: true }),
  /** The staff account that replied or closed it (no foreign key: staff accounts are never deleted). */
  repliedBy: integer('replied_by'),
});
