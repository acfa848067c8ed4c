import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * At most this much of a refused body is read and thrown away after the answer: a photo or a CV
 * (10 MB) with its form fields finishes sending; a larger upload is cut.
 */
export const LINGER_MAX_BYTES = 16 * 1024 * 1024;
/** And for at most this long (nginx's `lingering_time` is 30 s, `lingering_timeout` 5 s). */
export const LINGER_MAX_MS = 10_000;

/**
 * nginx's lingering close on one socket whose request body is still arriving: from now on the
 * body is read and thrown away; once the answer is written, FIN is sent, and the socket closes
 * when the body ends, past `LINGER_MAX_BYTES` or after `LINGER_MAX_MS`, whichever comes first.
 * Closing at once with unread bytes makes the kernel answer with a reset, and a client still
 * sending often sees `EPIPE` instead of the answer waiting in its buffer.
 */
const linger = (socket: Socket, request: IncomingMessage) => {
  let drained = 0;
  let answered = false;
  let done = false;
  const close = () => {
    if (socket.writableFinished) socket.destroy();
    else socket.once('finish', () => socket.destroy());
  };
  const stop = () => {
    done = true;
    if (answered) close();
    else request.pause();
  };
  // Read here rather than let Node dump it: a dumped body is discarded unseen, so uncounted.
  // A multipart parser may have been reading it: nobody else wants these bytes now.
  request.unpipe();
  request.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > LINGER_MAX_BYTES) stop();
  });
  request.once('end', stop);
  request.once('error', stop);
  request.resume();
  // Node ends a `Connection: close` socket with `destroySoon` once the answer is written.
  socket.destroySoon = () => {
    answered = true;
    if (socket.writable) socket.end();
    if (done) return close();
    const timer = setTimeout(close, LINGER_MAX_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  };
};

/**
 * Every answer given before its request's body was read (a 401 or 403 from a guard, a 413, a 415,
 * a 429) closes the connection with a lingering close instead of at once, so the client reads the
 * answer rather than a broken connection, and the server still reads no more than the bounds.
 */
export const registerLingeringClose = (app: FastifyInstance): void => {
  app.addHook('onSend', async (request, reply) => {
    const raw = request.raw;
    if (raw.complete || reply.statusCode < 400) return;
    reply.header('connection', 'close');
    linger(raw.socket, raw);
  });
};
