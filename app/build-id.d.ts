/** The id of the build this code belongs to, fixed at build time (see vite.config.ts). */
declare const __PAGEWRIGHT_BUILD_ID__: string;
