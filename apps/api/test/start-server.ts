import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');

export interface RunningServer {
  baseURL: string;
  process: ChildProcess;
  stop(): Promise<number | null>;
}

/** Builds the web app if its sources changed since the last build. */
export const buildWebIfStale = (): void => {
  const result = spawnSync('node', ['scripts/build-web-if-stale.mjs'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('building the web app failed');
};

/**
 * The real server (`npm start` minus the build step) on a free port and its own data directory;
 * resolves once it listens.
 */
export const startServer = (env: Record<string, string>): Promise<RunningServer> =>
  new Promise((resolvePromise, reject) => {
    const child = spawn('node', ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: root,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready at (http:\/\/[^\s"]+)/.exec(output);
      if (match) {
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolvePromise({
          baseURL: match[1]!.replace('localhost', '127.0.0.1'),
          process: child,
          stop: async () => {
            child.kill('SIGINT');
            return exited;
          },
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) =>
      reject(new Error(`server exited (${code}) before listening:\n${output}`)),
    );
  });
