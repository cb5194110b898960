// Limits of customer roles, apart from contract/accgroup.ts so a web chunk needs no zod for them.
export const roleNameMax = 30;
export const roleDescriptionMax = 200;
