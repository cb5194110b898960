// Personal Center (M18): the account's own profile, a password change while signed in, and the
// entries of its home quick navigation (chosen and ordered, stored per account).
import { z } from 'zod';
import { passwordField } from './fields.ts';

export const personalProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  companyName: z.string(),
  companyNameEn: z.string(),
  type: z.enum(['primary', 'child', 'staff']),
  lastLoginAt: z.string().nullable(),
  passwordUpdatedAt: z.string(),
  /** Whole days since the password was set. */
  passwordAgeDays: z.number(),
  /** The password must be changed by then (policy maxAgeDays after it was set). */
  passwordExpiresAt: z.string(),
  ndaVersion: z.string().nullable(),
  ndaAcceptedAt: z.string().nullable(),
});
export type PersonalProfile = z.infer<typeof personalProfileSchema>;

export const changePasswordBody = z.object({
  oldPassword: passwordField,
  password: passwordField,
  confirmPassword: passwordField,
});

/** At most this many quick-navigation entries (there are 22 menu codes). */
export const quickNavMax = 30;
export const menuSettingsBody = z.object({
  codes: z
    .array(
      z
        .string()
        .trim()
        .max(10, { abort: true })
        .regex(/^M\d+$/),
    )
    .min(1, 'common.note.select')
    .max(quickNavMax),
});
/** `custom` false: nothing chosen yet, the home page shows every granted entry in the menu's order. */
export const menuSettingsSchema = z.object({ custom: z.boolean(), codes: z.array(z.string()) });
export type MenuSettings = z.infer<typeof menuSettingsSchema>;
