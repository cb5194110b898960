/** `${package.json version}+${build timestamp}`, set by vite.config.ts; also served as /version.json. */
declare const __APP_VERSION__: string;
