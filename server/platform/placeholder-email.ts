// The address a new child account holds until the owner of its real address confirms it (decision
// 0008): unique, never deliverable (RFC 2606 `.invalid`), and refused by every form (its top-level
// domain is longer than 4 letters). Every sender of mail skips it.
import crypto from 'node:crypto';

export const unconfirmedDomain = '@unconfirmed.invalid';
/** Whether `email` is a placeholder kept until a child confirms its own: it can never be delivered. */
export const isUnconfirmedEmail = (email: string): boolean => email.toLowerCase().endsWith(unconfirmedDomain);
export const unconfirmedEmail = () => `child-${crypto.randomBytes(12).toString('hex')}${unconfirmedDomain}`;
