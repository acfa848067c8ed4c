export * from './accounts.ts';
export * from './ads.ts';
export * from './catalog.ts';
export * from './common.ts';
export * from './community.ts';
export * from './dev.ts';
export * from './health.ts';
export * from './pages.ts';
