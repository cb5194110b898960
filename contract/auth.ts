import { z } from 'zod';
import { emailField, idField, nameField, passwordField, phoneField, requiredText, text } from './fields.ts';

export const menuEntrySchema: z.ZodType<MenuEntry> = z.lazy(() =>
  z.object({
    funcNo: z.string(),
    funcName: z.string(),
    funcEname: z.string(),
    newhref: z.string(),
    redirectUrl: z.string(),
    newicon: z.string(),
    isQuickstart: z.boolean(),
    children: z.array(menuEntrySchema),
  }),
);
export type MenuEntry = {
  funcNo: string;
  funcName: string;
  funcEname: string;
  newhref: string;
  redirectUrl: string;
  newicon: string;
  isQuickstart: boolean;
  children: MenuEntry[];
};

export const menuResponse = z.object({
  menus: z.array(menuEntrySchema),
  roles: z.array(z.object({ roleId: z.number() })),
});
export type MenuResponse = z.infer<typeof menuResponse>;

export const profileSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  type: z.enum(['primary', 'child', 'staff']),
  isChild: z.boolean(),
  isStaff: z.boolean(),
  language: z.enum(['zh', 'en']),
  companyName: z.string(),
  companyNameEn: z.string(),
  codes: z.array(z.string()),
  platformIds: z.array(z.number()),
});
export type Profile = z.infer<typeof profileSchema>;

export const loginBody = z.object({
  username: requiredText(200),
  password: passwordField,
  code: requiredText(10),
  /** The NDA version ticked (GET /gateway/user/nda); a version other than the current one is refused (409). */
  ndaVersion: text(32).optional(),
});
export const loginData = z.object({
  token: z.string(),
  username: z.string(),
  /** Both names of the account's company: the page shows the one of the language on screen. */
  companyName: z.string(),
  companyNameEn: z.string(),
  email: z.string(),
  isChild: z.boolean(),
  language: z.enum(['zh', 'en']),
  passwordUpdatedAt: z.string(),
  passwordExpiresAt: z.string(),
});
export type LoginData = z.infer<typeof loginData>;

/** What 999 (password expired) and 9999 (verification needed) carry for the page to act on. */
export const loginActionData = z.object({
  action: z.enum(['updatePassword', 'verifyEmail']),
  email: z.string(),
  path: z.string(),
});

export const emailQuery = z.object({ email: emailField });
/** Which mailed code: each has its own GET under /codepath/code/, all taking `emailQuery`. */
export type MailCodePurpose = 'register' | 'reset' | 'verify';

export const registerBody = z.object({
  answers: z
    .array(z.object({ itemId: idField, answer: z.enum(['yes', 'no']) }))
    .min(1)
    .max(100),
  companyId: idField,
  name: nameField,
  email: emailField,
  phone: phoneField,
  password: passwordField,
  confirmPassword: passwordField,
  emailCode: requiredText(10),
});
/** The new account and the state it starts in. */
export const registeredSchema = z.object({ id: z.number(), state: z.string() });

export const updatePwdBody = z.object({
  email: emailField,
  code: requiredText(10),
  password: passwordField,
  confirmPassword: passwordField,
});

export const accountActivateBody = z.object({ email: emailField, code: requiredText(10) });

export const checkPasswordBody = z.object({
  customerPwd: passwordField,
  username: text(200).optional(),
});

export const complianceItemSchema = z.object({ id: z.number(), question: z.string(), questionEn: z.string() });
export const legalCompanySchema = z.object({ id: z.number(), name: z.string(), nameEn: z.string() });
export const ndaSchema = z.object({ version: z.string(), title: z.string(), content: z.string() });
