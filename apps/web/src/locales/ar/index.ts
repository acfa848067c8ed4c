import catalog from './catalog.json';
import common from './common.json';
import errors from './errors.json';
import validation from './validation.json';

/**
 * The core namespaces of this language (`CORE_NAMESPACES` in lib/i18n.ts): one chunk, loaded
 * before the first render. Every other namespace is its own chunk, loaded on demand.
 */
export const resources = { common, errors, validation, catalog };
