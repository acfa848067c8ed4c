import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { loadChannelRules } from '../lib/load-channel-rules';
import { ChannelFormDialog } from './channel-form-dialog';

// The rules' chunk (zod) is fetched while the browser is idle; here once, before the tests.
beforeAll(() => loadChannelRules());

const setup = (errors = {}) => {
  const onSubmit = vi.fn();
  render(
    <ChannelFormDialog open onClose={vi.fn()} onSubmit={onSubmit} saving={false} errors={errors} />,
  );
  return { onSubmit, dialog: screen.getByRole('dialog', { name: 'New channel' }) };
};

describe('channel form', () => {
  test('a name without a letter or digit is refused by the contract’s rule, before any request', async () => {
    const { onSubmit } = setup();
    await userEvent.type(screen.getByLabelText('Name'), '---');
    await userEvent.click(screen.getByRole('button', { name: 'Create channel' }));
    expect(
      await screen.findByText('Enter a name with at least one letter or digit.'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('the name’s message goes once the name is corrected', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Create channel' }));
    const message = 'Enter a name with at least one letter or digit.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), 'Cars club');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  test('sends name, description and the chosen visibility', async () => {
    const { onSubmit } = setup();
    await userEvent.type(screen.getByLabelText('Name'), 'Cars club');
    await userEvent.type(screen.getByLabelText(/Description/), 'All about cars');
    await userEvent.click(screen.getByLabelText(/Private/));
    await userEvent.click(screen.getByRole('button', { name: 'Create channel' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Cars club',
      description: 'All about cars',
      visibility: 'private',
      image: null,
      removeImage: false,
    });
  });

  test('the server’s answer for a name in use shows under the name', () => {
    setup({ name: 'You already have a channel with this name.' });
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      'You already have a channel with this name.',
    );
  });
});
