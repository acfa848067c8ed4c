import { expect, test } from 'vitest';
import { isSamePerson, normalizeEmail } from './referral-identity.ts';

test.each([
  ['First.Last+souq@GoogleMail.com', 'firstlast@gmail.com'],
  ['f.i.r.s.t@gmail.com', 'first@gmail.com'],
  ['name+tag@outlook.com', 'name@outlook.com'],
  ['Name+x@hotmail.co.uk', 'name@hotmail.co.uk'],
  ['name+x@yahoo.com', 'name@yahoo.com'],
  ['first.last+x@icloud.com', 'first.last@icloud.com'],
  // Elsewhere dots and tags may name other mailboxes: only the case is ignored.
  ['First.Last+x@Company.example', 'first.last+x@company.example'],
  ['+only@gmail.com', '+only@gmail.com'],
])('%s is the mailbox %s', (typed, mailbox) => {
  expect(normalizeEmail(typed)).toBe(mailbox);
});

test('the same person: one mailbox however typed, or one phone number', () => {
  const me = { email: 'a.b@gmail.com', phone: '+966551112233' };
  expect(isSamePerson(me, { email: 'ab+2@googlemail.com', phone: '+966550000000' })).toBe(true);
  expect(isSamePerson(me, { email: 'other@example.com', phone: '+966551112233' })).toBe(true);
  expect(isSamePerson(me, { email: 'a.b@example.com', phone: '+966550000000' })).toBe(false);
});
