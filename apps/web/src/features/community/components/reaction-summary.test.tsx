import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { ReactionSummary } from './reaction-summary';

describe('reactions summary', () => {
  test('shows the three most frequent types, most first, and the total; opens the modal', async () => {
    const onOpen = vi.fn();
    render(
      <ReactionSummary
        total={15}
        onOpen={onOpen}
        summary={[
          { type: 'like', type_emoji: '👍', count: 2 },
          { type: 'sad', type_emoji: '😢', count: 1 },
          { type: 'haha', type_emoji: '😂', count: 7 },
          { type: 'love', type_emoji: '❤️', count: 5 },
        ]}
      />,
    );
    const emojis = [...screen.getByTestId('summary-emojis').children].map(
      (node) => (node as HTMLElement).dataset.type,
    );
    expect(emojis).toEqual(['haha', 'love', 'like']);
    const button = screen.getByRole('button', { name: '15, 15 reactions: see who reacted' });
    expect(button).toHaveTextContent('15');
    await userEvent.click(button);
    expect(onOpen).toHaveBeenCalledOnce();
  });

  test('shows nothing without reactions', () => {
    const { container } = render(<ReactionSummary total={0} onOpen={() => {}} summary={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
