// zod fields built from the shared rules, for request schemas. Kept apart from rules.ts so a web
// chunk that needs only the rule functions does not carry zod.
import { z } from 'zod';
import { isValidEmail, isValidEmailList, isValidName, isValidPhone, messageKeys } from './rules.ts';

export const requiredText = (max = 200) => z.string().trim().min(1, messageKeys.input).max(max);
export const emailField = z.string().trim().toLowerCase().refine(isValidEmail, messageKeys.email);
export const emailListField = z.string().trim().refine(isValidEmailList, messageKeys.email);
export const phoneField = z.string().trim().refine(isValidPhone, messageKeys.phone);
export const nameField = z.string().trim().min(1, messageKeys.input).max(50).refine(isValidName, messageKeys.name);
/** Length and classes are checked by the service with the configured policy. */
export const passwordField = z.string().min(1, messageKeys.input).max(128);
