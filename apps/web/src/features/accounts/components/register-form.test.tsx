import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { useAuthStore } from '../../../lib/stores/auth-store';
import { stubCall } from '../../../testing/api';
import { placeChoices, renderForm, resetFormTest } from '../../../testing/forms';
import { RegisterForm } from './register-form';

function renderRegisterForm(type: 'user' | 'company' = 'user') {
  const onRegistered = vi.fn();
  const { user } = renderForm(
    <MemoryRouter>
      <RegisterForm
        type={type}
        places={placeChoices}
        onCountryChange={() => {}}
        onRegistered={onRegistered}
        refCode="INV42"
      />
    </MemoryRouter>,
  );
  return { onRegistered, user };
}

// The form fetches its rules while the browser is idle (useRulesForm); so do the tests, up front.
beforeAll(async () => {
  await import('../lib/account-form-schema');
});
afterEach(resetFormTest);

describe('register form', { timeout: 30_000 }, () => {
  test('an empty form shows each rule beside its field, focuses the first, sends nothing', async () => {
    const post = stubCall();
    const { user } = renderRegisterForm();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please select a country.')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-invalid', 'true'));
    expect(post).not.toHaveBeenCalled();
  });

  test('a weak password and a differing confirmation get their own messages, in Arabic too', async () => {
    const { user } = renderRegisterForm();
    await user.type(screen.getByLabelText('Password'), 'abcdefgh');
    await user.type(screen.getByLabelText('Confirm password'), 'abcdefgi');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('Use at least 8 characters with a letter and a digit.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    await i18n.changeLanguage('ar');
    await user.click(screen.getByRole('button', { name: i18n.t('accounts:register.submit') }));
    expect(
      await screen.findByText(i18n.t('accounts:errors.passwords-mismatch', { lng: 'ar' })),
    ).toBeInTheDocument();
  });

  test('a company needs its name; a complete form is sent with the invite code and signs in', async () => {
    const account = { id: 8, name: 'Layla', type: 'company' };
    const post = stubCall().mockResolvedValue({
      data: { token: 'new-token', user: account, company: account },
    });
    const { user, onRegistered } = renderRegisterForm('company');
    await user.type(screen.getByLabelText("Contact person's name"), ' Layla ');
    await user.type(screen.getByLabelText('Email'), 'layla@example.com');
    await user.selectOptions(screen.getByLabelText('Country'), 'Saudi Arabia');
    await user.selectOptions(screen.getByLabelText('Region'), 'Riyadh');
    await user.type(screen.getByLabelText('Mobile number'), '٠٥٠١٢٣٤٥٦٧');
    await user.type(screen.getByLabelText('Password'), 'sunrise42');
    await user.type(screen.getByLabelText('Confirm password'), 'sunrise42');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Company name'), 'Nakheel Trading');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    const [{ path }, sent] = post.mock.calls[0]!;
    const body = sent?.body as FormData;
    expect(path).toBe('/register-company');
    expect(body.get('name')).toBe('Layla');
    expect(body.get('phone')).toBe('0501234567');
    expect(body.get('ref')).toBe('INV42');
    expect(body.get('company_name')).toBe('Nakheel Trading');
    expect(useAuthStore.getState().token).toBe('new-token');
  });

  test('a person is registered with the invite code too', async () => {
    const account = { id: 9, name: 'Omar', type: 'user' };
    const post = stubCall().mockResolvedValue({
      data: { token: 'person-token', user: account, company: account },
    });
    const { user, onRegistered } = renderRegisterForm('user');
    await user.type(screen.getByLabelText('Full name'), 'Omar');
    await user.type(screen.getByLabelText('Email'), 'omar@example.com');
    await user.selectOptions(screen.getByLabelText('Country'), 'Saudi Arabia');
    await user.selectOptions(screen.getByLabelText('Region'), 'Riyadh');
    await user.type(screen.getByLabelText('Mobile number'), '0501234567');
    await user.type(screen.getByLabelText('Password'), 'sunrise42');
    await user.type(screen.getByLabelText('Confirm password'), 'sunrise42');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    const [{ path }, sent] = post.mock.calls[0]!;
    const body = sent?.body as FormData;
    expect(path).toBe('/register-user');
    expect(body.get('ref')).toBe('INV42');
    expect(body.get('company_name')).toBeNull();
  });
});
