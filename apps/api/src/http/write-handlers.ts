import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MessageKey } from '../i18n/index.ts';
import { ok } from './envelope.ts';

/** What a form may arrive as: multipart when it carries a file, else JSON. */
export const FORM_CONTENT_TYPES = ['multipart/form-data', 'application/json'];

/** The message of a write: one key, or one chosen from what the write answered. */
type MessageOf<Result> = MessageKey | ((result: Result) => MessageKey);

const messageOf = <Result>(message: MessageOf<Result>, result: Result): MessageKey =>
  typeof message === 'function' ? message(result) : message;

/**
 * The handler of a route that creates something: answers 201 with what `write` made and
 * `message` in the caller's language. The request keeps the route's schema types:
 * `handler: created('reels.created', (request) => reels.create(actorOf(request), request.body))`.
 */
export const created =
  <Request extends FastifyRequest, Result>(
    message: MessageOf<Result>,
    write: (request: Request) => Promise<Result>,
  ) =>
  async (request: Request, reply: FastifyReply) => {
    const result = await write(request);
    reply.status(201);
    return ok(result, request.t(messageOf(message, result)));
  };

/** The handler of a route that changes something: answers what `write` returned, and `message`. */
export const changed =
  <Request extends FastifyRequest, Result>(
    message: MessageOf<Result>,
    write: (request: Request) => Promise<Result>,
  ) =>
  async (request: Request) => {
    const result = await write(request);
    return ok(result, request.t(messageOf(message, result)));
  };

/** The handler of a route that deletes something: answers only `message` (`{ message }`). */
export const removed =
  <Request extends FastifyRequest>(
    message: MessageKey,
    remove: (request: Request) => Promise<unknown>,
  ) =>
  async (request: Request) => {
    await remove(request);
    return { message: request.t(message) };
  };
