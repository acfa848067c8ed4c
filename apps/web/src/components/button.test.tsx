import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { Button } from './button';

function renderInRouter(ui: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/', element: ui },
      { path: '/ads', element: <p>ads page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Button', () => {
  test('renders a button and calls onClick', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  test('with `to` it is a router link that navigates', async () => {
    const router = renderInRouter(<Button to="/ads">Ads</Button>);
    const link = screen.getByRole('link', { name: 'Ads' });
    expect(link).toHaveAttribute('href', '/ads');
    expect(link).not.toHaveAttribute('target');
    fireEvent.click(link);
    expect(await screen.findByText('ads page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ads');
  });

  test('with `href` it is a plain anchor', () => {
    render(<Button href="https://example.com/help">Help</Button>);
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute(
      'href',
      'https://example.com/help',
    );
  });

  test('new-tab mode opens with no opener and no referrer', () => {
    render(
      <Button href="https://example.com" newTab>
        Out
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Out' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('disabled is grey and not clickable', () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toBeDisabled();
    expect(button.className).toContain('bg-gray-300');
    expect(button.className).not.toContain('bg-brand-700');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  test('a disabled link has no address, is marked disabled and does not navigate', () => {
    const router = renderInRouter(
      <Button to="/ads" disabled>
        Ads
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Ads' });
    expect(link).not.toHaveAttribute('href');
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link.className).toContain('bg-gray-300');
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe('/');
  });
});
