import type { Account } from '@souq/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { useAuthStore } from '../../../lib/stores/auth-store';
import { stubCall } from '../../../testing/api';
import { placeChoices, renderForm, resetFormTest } from '../../../testing/forms';
import { accountsKeys } from '../api/keys';
import { ProfileForm } from './profile-form';

const account = {
  id: 5,
  type: 'user',
  name: 'Layla',
  email: 'layla@example.com',
  phone: '+966501234567',
  bio: null,
  country_id: 1,
  region_id: 3,
  image: null,
  photo: null,
  logo: null,
  company_name: null,
  commercial_register: null,
} as unknown as Account;

function renderProfileForm() {
  const onSaved = vi.fn();
  const rendered = renderForm(
    <ProfileForm
      account={account}
      places={placeChoices}
      onCountryChange={() => {}}
      onSaved={onSaved}
    />,
  );
  return { onSaved, ...rendered };
}

// The form fetches its rules while the browser is idle (useRulesForm); so do the tests, up front.
beforeAll(async () => {
  await import('../lib/account-form-schema');
});
afterEach(resetFormTest);

describe('profile form', { timeout: 30_000 }, () => {
  test('the saved phone shows without its dial code; unchanged, it is not sent again', async () => {
    useAuthStore.getState().login({ token: 'tok', role: 'user' });
    const saved = { ...account, name: 'Layla Haddad' };
    const post = stubCall().mockResolvedValue({ data: { user: saved }, message: 'Saved.' });
    const { user, onSaved, client } = renderProfileForm();
    expect(screen.getByLabelText('Mobile number')).toHaveValue('501234567');
    await user.clear(screen.getByLabelText('Full name'));
    await user.type(screen.getByLabelText('Full name'), 'Layla Haddad');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Saved.'));
    const [{ path }, sent] = post.mock.calls[0]!;
    const body = sent?.body as FormData;
    expect(path).toBe('/update-user-profile');
    expect(body.get('name')).toBe('Layla Haddad');
    expect(body.has('phone')).toBe(false);
    expect(client.getQueryData(accountsKeys.profile('tok'))).toEqual(saved);
  });

  test('an emptied name, a bad phone and a too long bio are refused before sending', async () => {
    const post = stubCall();
    const { user } = renderProfileForm();
    await user.clear(screen.getByLabelText('Full name'));
    await user.clear(screen.getByLabelText('Mobile number'));
    await user.type(screen.getByLabelText('Mobile number'), '12');
    await user.click(screen.getByLabelText(/About you/));
    await user.paste('x'.repeat(1001));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid mobile number.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveFocus());
    expect(post).not.toHaveBeenCalled();
  });
});
