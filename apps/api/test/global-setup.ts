import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dropTemplate, prepareTemplate, type TemplateRef } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: TemplateRef;
  }
}

export default async function setup(project: TestProject) {
  const tmpDir = await mkdtemp(join(tmpdir(), 'souq-api-test-'));
  const template = await prepareTemplate(tmpDir);
  project.provide('databaseTemplate', template);
  return async () => {
    await dropTemplate(template);
    await rm(tmpDir, { recursive: true, force: true });
  };
}
