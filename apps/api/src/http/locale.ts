import type { Locale } from '@souq/contract';
import type { FastifyInstance } from 'fastify';
import { localeFromHeader, type MessageKey, type MessageVars, translate } from '../i18n/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language, from `Accept-Language`. */
    locale: Locale;
    /** A message in the request's language. */
    t(key: MessageKey, vars?: MessageVars): string;
  }
}

export const registerLocale = (app: FastifyInstance): void => {
  app.decorateRequest('locale', 'en');
  app.decorateRequest(
    't',
    function (this: { locale: Locale }, key: MessageKey, vars?: MessageVars) {
      return translate(this.locale, key, vars);
    },
  );
  app.addHook('onRequest', async (request) => {
    request.locale = localeFromHeader(request.headers['accept-language']);
  });
};
