import { randomBytes } from 'node:crypto';

export interface FilePart {
  filename: string;
  contentType: string;
  data: Buffer;
}

type Value = string | number | FilePart;

/**
 * A `multipart/form-data` body, as the web client sends it: text fields and files; an array
 * repeats the field (several photos).
 */
export const multipart = (fields: Record<string, Value | Value[]>) => {
  const boundary = `souq${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  const add = (name: string, value: Value) => {
    if (typeof value === 'object') {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.contentType}\r\n\r\n`,
        ),
        value.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        ),
      );
    }
  };
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) add(name, item);
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};
