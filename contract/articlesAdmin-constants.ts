// The plain constants of publishing articles, announcements and partners (no zod): the web's pages
// take them from here, so their chunks carry no schema library; contract/articlesAdmin.ts builds its
// schemas on the same values.

/** Field lengths of the forms (server and web alike). */
export const articleAdminLimits = {
  number: 40,
  title: 200,
  keyword: 200,
  /** Sanitized HTML; pictures may be data: URIs, so it is generous. */
  content: 500_000,
  files: 10,
  filter: 100,
} as const;

export const announcementLimits = { title: 200, content: 5000, filter: 100 } as const;
export const partnerLimits = {
  name: 100,
  category: 50,
  description: 1000,
  url: 500,
  sortMax: 9999,
  filter: 100,
} as const;

/** Empty, or an http(s) address: a partner's link (the form and the server alike). */
export const isHttpUrl = (value: string): boolean => {
  if (!value) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};
