// Every table of every area, for drizzle-kit and the typed database handle.
export * from '../modules/catalog/catalog.table.ts';
