import { href, webPaths } from '@souq/contract/web-paths';
import type { RouteObject } from 'react-router';
import { describe, expect, test } from 'vitest';
import { routes } from './router';

/** Every full path the route table declares, the catch-all left out. */
function declaredPaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own =
      route.path === undefined
        ? parent
        : `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    const here = route.path === undefined || route.path === '*' ? [] : [own];
    return [...here, ...declaredPaths(route.children ?? [], own)];
  });
}

describe('web paths', () => {
  test('the router declares exactly the pages of the map', () => {
    expect(declaredPaths(routes).sort()).toEqual(Object.values(webPaths).sort());
  });

  test('href fills segments, encodes them, and adds the query without undefined values', () => {
    expect(href(webPaths.auction, { id: 5 })).toBe('/auction/5');
    expect(href(webPaths.page, { slug: 'a b' })).toBe('/pages/a%20b');
    expect(href(webPaths.chat, { with: 7, about: 'job', item: undefined })).toBe(
      '/chat?with=7&about=job',
    );
    const search = href(webPaths.community, { q: 'سوق واحد' }).split('?')[1];
    expect(new URLSearchParams(search).get('q')).toBe('سوق واحد');
    expect(href(webPaths.chat)).toBe('/chat');
  });

  test('types: a pattern with segments needs their values', () => {
    const unchecked = () => {
      // @ts-expect-error `:id` needs its value
      href(webPaths.auction);
      // @ts-expect-error the segment is `id`
      href(webPaths.auction, { auctionId: 1 });
    };
    expect(unchecked).toBeTypeOf('function');
  });
});
