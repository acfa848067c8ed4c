import { describe, expect, it } from 'vitest';
import { ensureTestDeps, planTestDeps } from './ensure-test-deps.mjs';

const machine = { hasChromium: true, hasEmojiFont: true, isRoot: true, hasAptGet: true };

const run = (checks: typeof machine, installs = true) => {
  const installed: string[][] = [];
  const messages: string[] = [];
  const code = ensureTestDeps({
    checks,
    install: (packages: string[]) => {
      installed.push(packages);
      return installs;
    },
    log: (line: string) => messages.push(line),
    error: (line: string) => messages.push(line),
  });
  return { code, installed, messages: messages.join('\n') };
};

describe('the pre-test step for the browser suites', () => {
  it('does nothing when Chromium and the emoji font are present', () => {
    expect(run(machine)).toEqual({ code: 0, installed: [], messages: '' });
  });

  it('installs only the missing packages when running as root', () => {
    const result = run({ ...machine, hasEmojiFont: false });
    expect(result.code).toBe(0);
    expect(result.installed).toEqual([['fonts-noto-color-emoji']]);
  });

  it('fails with the command to run when the installation fails', () => {
    const result = run({ ...machine, hasChromium: false }, false);
    expect(result.code).toBe(1);
    expect(result.messages).toContain('apt-get install -y chromium-headless-shell');
  });

  it('stops at once with the exact sudo command when not root, installing nothing', () => {
    const result = run({ ...machine, hasChromium: false, hasEmojiFont: false, isRoot: false });
    expect(result.code).toBe(1);
    expect(result.installed).toEqual([]);
    expect(result.messages).toContain(
      'sudo apt-get install -y chromium-headless-shell fonts-noto-color-emoji',
    );
  });

  it('stops instead of installing where there is no apt-get', () => {
    expect(planTestDeps({ ...machine, hasChromium: false, hasAptGet: false })).toEqual({
      action: 'stop',
      packages: ['chromium-headless-shell'],
      command: 'apt-get install -y chromium-headless-shell',
    });
  });
});
