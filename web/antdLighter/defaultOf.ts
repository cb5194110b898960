// antd types its ESM files as CommonJS, so under NodeNext TypeScript sees the module object where
// the bundler gives the default export; `defaultOf` takes whichever is there.
export function defaultOf<T>(module: unknown): T {
  return ((module as { default?: T }).default ?? module) as T;
}
