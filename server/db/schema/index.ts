export * from './core.ts';
export * from './auth.ts';
export * from './catalog.ts';
export * from './home.ts';
export * from './train.ts';
export * from './search.ts';
export * from './faq.ts';
export * from './personal.ts';
