// Quick-start guides (M15) share the article routes of the FAQ module.
export { quickstartRoutes } from '../faq/routes.ts';
