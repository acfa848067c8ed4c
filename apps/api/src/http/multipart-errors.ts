import type { FastifyError, FastifyRequest } from 'fastify';

// busboy reports a body that is not valid multipart with plain errors that carry no code or
// status: only their messages tell them apart from a fault of ours.
const MALFORMED = /^Multipart: Boundary not found$|unexpected end of multipart data/i;

/** True for a multipart body that cannot be parsed (no boundary, cut off): the client's 400. */
export const isMalformedMultipart = (error: FastifyError, request: FastifyRequest): boolean =>
  request.isMultipart() && error.statusCode === undefined && MALFORMED.test(error.message);
