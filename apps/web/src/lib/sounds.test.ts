import { afterEach, describe, expect, test, vi } from 'vitest';
import { isRinging, playSound, startRinging, stopRinging } from './sounds';

const play = vi.mocked(HTMLMediaElement.prototype.play);
const played = () => play.mock.contexts.map((a) => (a as HTMLAudioElement).src.split('/').pop());

afterEach(() => {
  stopRinging();
  play.mockReset();
  play.mockImplementation(() => Promise.resolve());
});

describe('sounds', () => {
  test.each(['success', 'error', 'warning'] as const)(
    'playSound(%s) plays its wav file',
    (name) => {
      playSound(name);
      expect(played()).toEqual([`${name}.wav`]);
    },
  );

  test('a refused play (autoplay policy) is swallowed', async () => {
    play.mockImplementation(() => Promise.reject(new DOMException('blocked', 'NotAllowedError')));
    expect(() => playSound('error')).not.toThrow();
    await Promise.resolve();
  });

  test('the incoming-call ring loops until stopped, with a single audio element', () => {
    startRinging();
    startRinging();
    const rings = play.mock.contexts as HTMLAudioElement[];
    expect(rings).toHaveLength(2);
    expect(rings[0]).toBe(rings[1]);
    expect(rings[0]!.loop).toBe(true);
    expect(rings[0]!.src).toMatch(/\/sounds\/incoming-call\.wav$/);
    stopRinging();
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    expect(isRinging()).toBe(false);
  });
});
