// Synthesises the seed's four notification sounds (warning, error, success, incoming-call) into
// small mono 16-bit WAV files under public/sounds. Run: node apps/web/scripts/generate-sounds.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SAMPLE_RATE = 22050;
const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'sounds');

/** A soft bell-like tone: a sine with a little second harmonic, quick attack, exponential decay. */
function tone(frequency, seconds, { volume = 0.5, decay = 6 } = {}) {
  const length = Math.round(seconds * SAMPLE_RATE);
  const samples = new Float32Array(length);
  const attack = Math.round(0.01 * SAMPLE_RATE);
  for (let i = 0; i < length; i++) {
    const t = i / SAMPLE_RATE;
    const envelope =
      Math.min(1, i / attack) * Math.exp(-decay * t) * Math.min(1, (length - i) / attack);
    const wave =
      Math.sin(2 * Math.PI * frequency * t) + 0.25 * Math.sin(2 * Math.PI * frequency * 2 * t);
    samples[i] = (volume * envelope * wave) / 1.25;
  }
  return samples;
}

const silence = (seconds) => new Float32Array(Math.round(seconds * SAMPLE_RATE));

function concat(...parts) {
  const out = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Two tones played together (the classic telephone ring is 440 Hz + 480 Hz). */
function mix(a, b) {
  const out = new Float32Array(Math.max(a.length, b.length));
  for (let i = 0; i < out.length; i++) out[i] = ((a[i] ?? 0) + (b[i] ?? 0)) / 2;
  return out;
}

function wav(samples) {
  const buffer = Buffer.alloc(44 + samples.length * 2);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples.length * 2, 4);
  buffer.write('WAVE', 8);
  buffer.write('fmt ', 12);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(SAMPLE_RATE, 24);
  buffer.writeUInt32LE(SAMPLE_RATE * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples.length * 2, 40);
  samples.forEach((s, i) => {
    buffer.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32767), 44 + i * 2);
  });
  return buffer;
}

const ringBurst = () =>
  mix(tone(440, 0.4, { volume: 0.6, decay: 1 }), tone(480, 0.4, { volume: 0.6, decay: 1 }));

const sounds = {
  // Two rising notes (C6 → G6).
  success: concat(tone(1046.5, 0.14, { decay: 10 }), tone(1568, 0.32, { decay: 8 })),
  // Low, descending pair.
  error: concat(tone(392, 0.18, { decay: 6 }), tone(261.6, 0.38, { decay: 5 })),
  // Two short identical beeps.
  warning: concat(tone(880, 0.12, { decay: 12 }), silence(0.08), tone(880, 0.16, { decay: 12 })),
  // Ring-ring then a pause: 2 s, looped by the player.
  'incoming-call': concat(ringBurst(), silence(0.2), ringBurst(), silence(1.0)),
};

mkdirSync(outDir, { recursive: true });
for (const [name, samples] of Object.entries(sounds)) {
  writeFileSync(join(outDir, `${name}.wav`), wav(samples));
  console.log(`${name}.wav ${(samples.length / SAMPLE_RATE).toFixed(2)} s`);
}
