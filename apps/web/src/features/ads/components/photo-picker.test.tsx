import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { addPhotos, type PhotoItem } from '../lib/photos';
import { PhotoPicker } from './photo-picker';

beforeAll(() => {
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++n}`);
  URL.revokeObjectURL = vi.fn();
});

const file = (name: string) => new File(['x'], name, { type: 'image/png' });

let latest: PhotoItem[] = [];
function Harness({ initial }: { initial: PhotoItem[] }) {
  const [photos, setPhotos] = useState(initial);
  latest = photos;
  return <PhotoPicker photos={photos} onChange={setPhotos} />;
}
const names = () => latest.map((p) => (p.kind === 'new' ? p.file.name : String(p.id)));

describe('photo picker', () => {
  test('picked files show as previews; the first is marked as the cover', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[]} />);
    await user.upload(screen.getByLabelText(/Add photos/), [file('a.png'), file('b.png')]);
    expect(names()).toEqual(['a.png', 'b.png']);
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).getByText('Cover')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Cover')).toBeNull();
    expect(screen.getByRole('img', { name: 'Photo 2' })).toHaveAttribute('src', 'blob:preview-2');
  });

  test('move buttons reorder (the moved photo becomes the cover) and remove takes one out', async () => {
    const user = userEvent.setup();
    render(
      <Harness initial={addPhotos([], [file('a.png'), file('b.png'), file('c.png')]).photos} />,
    );
    expect(screen.getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move photo 3 later' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move photo 3 earlier' }));
    expect(names()).toEqual(['a.png', 'c.png', 'b.png']);
    await user.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    expect(names()).toEqual(['c.png', 'a.png', 'b.png']);
    expect(screen.getByText(/It is now the cover/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move photo 1 later' }));
    expect(names()).toEqual(['a.png', 'c.png', 'b.png']);

    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(names()).toEqual(['a.png', 'b.png']);
  });

  test('no more than 10 photos: the extra files are left out and the picker goes', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        initial={
          addPhotos(
            [],
            Array.from({ length: 8 }, (_, i) => file(`${i}.png`)),
          ).photos
        }
      />,
    );
    await user.upload(screen.getByLabelText(/Add photos/), [
      file('x.png'),
      file('y.png'),
      file('z.png'),
    ]);
    expect(latest).toHaveLength(10);
    expect(screen.getByText('1 photo was not added: an ad has at most 10.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Add photos/)).toBeNull();
  });
});
