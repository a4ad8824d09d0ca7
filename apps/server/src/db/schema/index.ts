export * from './access.ts';
export * from './auth.ts';
export * from './platform.ts';
export * from './patients.ts';
export * from './public-site.ts';
