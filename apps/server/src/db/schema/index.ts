export * from './access.ts';
export * from './auth.ts';
export * from './platform.ts';
export * from './patients.ts';
export * from './blog.ts';
export * from './contact.ts';
export * from './demo-requests.ts';
export * from './providers.ts';
