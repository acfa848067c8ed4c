export type SoundName = 'success' | 'error' | 'warning';

const soundUrl = (name: SoundName | 'incoming-call') => `/sounds/${name}.wav`;

let ringer: HTMLAudioElement | null = null;

/** Plays one of the seed's notification sounds; refusals (autoplay policies) are swallowed. */
export function playSound(name: SoundName): void {
  try {
    const audio = new Audio(soundUrl(name));
    audio.volume = 0.6;
    void audio.play()?.catch(() => undefined);
  } catch {
    // No audio support (old browser, test environment): the sound is optional.
  }
}

/** Starts the looping incoming-call ring; calling it twice keeps a single ring. */
export function startRinging(): void {
  try {
    if (!ringer) {
      ringer = new Audio(soundUrl('incoming-call'));
      ringer.loop = true;
    }
    ringer.currentTime = 0;
    void ringer.play()?.catch(() => undefined);
  } catch {
    // See playSound.
  }
}

export function stopRinging(): void {
  if (!ringer) return;
  try {
    ringer.pause();
    ringer.currentTime = 0;
  } catch {
    // See playSound.
  }
}

export function isRinging(): boolean {
  return ringer !== null && !ringer.paused;
}
