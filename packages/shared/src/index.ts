export * from './auth.ts';
export * from './constants.ts';
export * from './errors.ts';
export * from './roles.ts';
export * from './account.ts';
export * from './demo.ts';
export * from './public-site.ts';
export * from './appointments.ts';
