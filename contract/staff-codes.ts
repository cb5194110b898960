// Codes held by vendor staff roles (not pages of the customer menu). Re-exported by menus.ts.
export const staffCodes = {
  accountsAdmin: 'admin.accounts',
  publish: 'admin.publish',
  engineer: 'admin.engineer',
  /** The audit trail and the downloads dashboard. */
  audit: 'admin.audit',
  /** Operator switches: the system-upgrade flag, disclaimer and NDA versions, patch display. */
  settings: 'admin.settings',
} as const;
