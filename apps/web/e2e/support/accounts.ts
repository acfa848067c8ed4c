import sharp from 'sharp';
import { expect, inject } from 'vitest';
import type { BrowserSession } from './browser.ts';

// The set-up every journey shares: the API beside the browser, the demo place, accounts made
// through the API (the accounts journey covers the forms), a signed-in page in a language, and an
// ad posted for a seller.

export type Lng = 'en' | 'ar';
export const PASSWORD = 'desert42rose';
export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 360, height: 740 };

export interface Account {
  id: number;
  token: string;
  role: string;
  name: string;
  email: string;
}

/** A stamp unique to this run, so accounts and titles never collide with another run's. */
export const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let serial = 0;

/** The API on the test server; a JSON body is sent as JSON, a FormData as multipart. */
export async function api<T>(
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<{ status: number; body: T }> {
  const { token, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (typeof rest.body === 'string' && !headers.has('content-type')) {
    headers.set('content-type', 'application/json');
  }
  if (token) headers.set('authorization', `Bearer ${token}`);
  const response = await fetch(`${inject('baseURL')}/api/v1${path}`, { ...rest, headers });
  return { status: response.status, body: (await response.json()) as T };
}

/** Saudi Arabia and its first region, from the demo catalogue. */
export async function demoPlace() {
  const countries = await api<{ data: Array<{ id: number; code: string }> }>('/shared/countries');
  const sa = countries.body.data.find((c) => c.code === 'SA')!;
  const regions = await api<{ data: Array<{ id: number }> }>(`/shared/regions/${sa.id}`);
  return { countryId: sa.id, regionId: regions.body.data[0]!.id };
}

/** A top-level category by slug (`jobs`, `fashion-beauty`, …) and its first child. */
export async function demoCategory(slug: string) {
  const top = await api<{ data: Array<{ id: number; slug: string }> }>('/categories');
  const parent = top.body.data.find((c) => c.slug === slug)!;
  const children = await api<{ data: Array<{ id: number }> }>(`/categories?parent_id=${parent.id}`);
  return { id: parent.id, firstChildId: children.body.data[0]?.id ?? parent.id };
}

/** A new person (or company) account, registered through the API (in `place`, or the demo one). */
export async function registerAccount(
  label: string,
  {
    type = 'user',
    name = `${label} ${run}`,
    place,
  }: {
    type?: 'user' | 'company';
    name?: string;
    place?: { countryId: number; regionId: number };
  } = {},
): Promise<Account> {
  const { countryId, regionId } = place ?? (await demoPlace());
  const email = `${label.toLowerCase().replace(/\W+/g, '-')}.${run}.${++serial}@example.com`;
  const { status, body } = await api<{
    data: { token: string; company: { type: string }; user: { id: number } };
  }>(`/register-${type}`, {
    method: 'POST',
    body: JSON.stringify({
      name,
      ...(type === 'company' ? { company_name: `${name} Co` } : {}),
      email,
      phone: '0551234567',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      country_id: countryId,
      region_id: regionId,
    }),
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return {
    id: body.data.user.id,
    token: body.data.token,
    role: body.data.company.type,
    name,
    email,
  };
}

export interface PageOptions {
  /** Browser permissions granted to the test server (`clipboard-write`, `microphone`). */
  permissions?: string[];
}

/**
 * A fresh browser context signed in as `account` (or signed out) and showing `lng`; its context
 * is `page.context()`.
 */
export async function pageAs(
  session: BrowserSession,
  account: Account | null,
  lng: Lng,
  viewport = DESKTOP,
  { permissions = [] }: PageOptions = {},
) {
  const { page, context } = await session.newPage({ viewport });
  if (permissions.length > 0) {
    await context.grantPermissions(permissions, { origin: inject('baseURL') });
  }
  await context.addInitScript(
    ({ token, role, lng }) => {
      if (token) {
        localStorage.setItem('token', token);
        localStorage.setItem('auth', JSON.stringify({ isAuthenticated: true, role }));
      }
      localStorage.setItem('i18nextLng', lng);
    },
    { token: account?.token ?? null, role: account?.role ?? null, lng },
  );
  return page;
}

/** A plain picture of `width`×`height` in `color`, as PNG bytes. */
export const picture = (width = 320, height = 240, color = '#0f766e') =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

/** An active ad of `seller`'s, with one photo, through the API (the ads journey covers the form). */
export async function postAd(
  seller: Account,
  title: string,
  fields: Record<string, string | number> = {},
): Promise<number> {
  const { countryId, regionId } = await demoPlace();
  const category = await demoCategory('fashion-beauty');
  const form = new FormData();
  for (const [key, value] of Object.entries({
    title,
    description: 'Barely used, one small scratch.',
    price: '450',
    condition: 'used',
    category_id: category.firstChildId,
    country_id: countryId,
    region_id: regionId,
    phone: '0551234567',
    ...fields,
  })) {
    form.append(key, String(value));
  }
  const png = await picture();
  form.append('photos', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  const { status, body } = await api<{ data: { id: number } }>('/advertisements/create', {
    method: 'POST',
    token: seller.token,
    body: form,
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data.id;
}

/** `{{name}}` placeholders of a translation filled in, as i18next shows them. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
