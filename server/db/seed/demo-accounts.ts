// The demo accounts of DOMAIN.md, printed by `npm start` and listed in the README.
export const demoPassword = 'Portal#2026';

export const demoAccounts = [
  {
    email: 'customer@demo.test',
    kind: 'primary of Shenhe Mobile (company A)',
    sees: 'platforms NX310–NX710, all menus',
  },
  { email: 'child@demo.test', kind: 'child of Shenhe Mobile', sees: 'some menus, not project "A-Secret"' },
  { email: 'other@demo.test', kind: 'primary of Lumen Devices (company B)', sees: 'platforms NX730-5G and NX910 only' },
  {
    email: 'pm@demo.test',
    kind: 'Nexora project manager',
    sees: 'staff console: accounts of companies A, B, C and Aurora Optics',
  },
  {
    email: 'locked@demo.test',
    kind: 'primary of Orbit Wearables (company C), force-locked',
    sees: 'nothing until unlocked and verified',
  },
] as const;
