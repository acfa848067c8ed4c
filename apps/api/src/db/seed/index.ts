import type { Database } from '../client.ts';
import { seedReferenceData } from './reference.ts';

/** Data every start needs: the bilingual reference data. Areas add their demo content here. */
export const seedDatabase = async (db: Database): Promise<void> => {
  await seedReferenceData(db);
};
