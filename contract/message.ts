// Message settings (Personal Center): per module, whether the account receives e-mail about new
// items of the platforms it cares about, at once or as a daily digest; and whether it hears about
// its own requests (patch-set applies, design reviews, trainings: always at once, on unless turned
// off). Every change is logged.
import { z } from 'zod';
import { catalogKinds } from './dcc.ts';
import { pageQueryFields } from './fields.ts';

/** Modules whose mails are about the account's own requests (server/platform/notify.ts). */
export const workflowModules = ['patchset', 'review', 'train', 'simulation'] as const;
export type WorkflowModule = (typeof workflowModules)[number];
export const messageModules = [...catalogKinds, ...workflowModules] as const;
export type MessageModule = (typeof messageModules)[number];
export const messageModes = ['immediate', 'daily'] as const;
export type MessageMode = (typeof messageModes)[number];
export const isWorkflowModule = (module: string): module is WorkflowModule =>
  (workflowModules as readonly string[]).includes(module);

export const moduleEmailConfigSchema = z.object({
  module: z.enum(messageModules),
  /** The menu code of the module; a module the account may not enter is not offered. */
  menuCode: z.string(),
  enabled: z.boolean(),
  mode: z.enum(messageModes),
});
export type ModuleEmailConfig = z.infer<typeof moduleEmailConfigSchema>;

export const saveEmailConfigBody = z.object({
  configs: z
    .array(z.object({ module: z.enum(messageModules), enabled: z.boolean(), mode: z.enum(messageModes) }))
    .min(1)
    .max(messageModules.length)
    .refine((configs) => new Set(configs.map((c) => c.module)).size === configs.length, {
      message: 'each module at most once',
    })
    .refine((configs) => configs.every((c) => c.mode === 'immediate' || !isWorkflowModule(c.module)), {
      message: 'mails about your own requests are sent at once',
    }),
});

export const emailConfigLogSchema = z.object({
  id: z.number(),
  changedAt: z.string(),
  /** Who made the change (the account itself, as things stand). */
  operator: z.object({ name: z.string(), email: z.string() }),
  changes: z.array(
    z.object({
      module: z.enum(messageModules),
      before: z.object({ enabled: z.boolean(), mode: z.enum(messageModes) }),
      after: z.object({ enabled: z.boolean(), mode: z.enum(messageModes) }),
    }),
  ),
});
export type EmailConfigLog = z.infer<typeof emailConfigLogSchema>;

export const emailConfigLogBody = z.object(pageQueryFields);
