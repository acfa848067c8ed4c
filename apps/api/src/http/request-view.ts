import type { AccountType, Locale } from '@souq/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type MediaUrls, mediaUrls } from '../media/urls.ts';
import { currentUser } from './auth.ts';
import { appOrigin, publicOrigin } from './public-origin.ts';

/** How an answer is written for its reader: their language and media URLs on their host. */
export interface RequestView {
  locale: Locale;
  /** Where links start (PUBLIC_URL, else this host; '' without a request: relative to the app). */
  origin: string;
  media: MediaUrls;
  /**
   * The request's id (`reqId` on its log lines; absent without a request): the jobs an operation
   * enqueues carry it, so their log lines name the request that caused them.
   */
  requestId?: string;
}

/** A view plus who reads it (null: anonymous, or left out for a shared cache). */
export interface Viewer extends RequestView {
  userId: number | null;
}

/** A view for a signed-in user: what a bound service's operation takes first. */
export interface Actor extends RequestView {
  userId: number;
  /** A person or a company: some writes are for companies only. */
  accountType: AccountType;
}

/** The view of this request: `Accept-Language`, and links on the host it arrived on. */
export const viewOf = (request: FastifyRequest): RequestView => {
  const origin = publicOrigin(request);
  return {
    locale: request.locale,
    origin,
    media: mediaUrls(request.server.media.storage, origin),
    requestId: request.id,
  };
};

/**
 * A view without a request (sweeps, jobs, sockets): English unless told, links under PUBLIC_URL
 * (relative to the app when it is unset).
 */
export const viewFor = (
  app: Pick<FastifyInstance, 'media' | 'config'>,
  { locale = 'en', origin = appOrigin(app) }: { locale?: Locale; origin?: string } = {},
): RequestView => ({ locale, origin, media: mediaUrls(app.media.storage, origin) });

/** The view plus the caller if signed in (`anonymous` leaves them out, for shared caches). */
export const viewerOf = (request: FastifyRequest, { anonymous = false } = {}): Viewer => ({
  ...viewOf(request),
  userId: anonymous ? null : (request.user?.id ?? null),
});

/** The view plus the signed-in caller; 401 when there is none. */
export const actorOf = (request: FastifyRequest): Actor => {
  const user = currentUser(request);
  return { ...viewOf(request), userId: user.id, accountType: user.type };
};
