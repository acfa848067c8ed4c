import { Writable } from 'node:stream';

/** A `logStream` for `buildTestApp` that keeps each log line, parsed. */
export const logLines = () => {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { lines, stream };
};
