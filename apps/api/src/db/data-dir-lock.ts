import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another Souq server (pid ${pid}) is already using the data directory ${dataDir}. ` +
        'Stop it first, or start this one with another DATA_DIR.',
    );
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite has no lock of its own: a second process on the same directory silently loses writes.
 * Take an exclusive lock file holding our pid; a lock left by a dead process is taken over.
 */
export const lockDataDir = (dataDir: string): (() => void) => {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'souq.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
      if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(dataDir, pid);
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
};
