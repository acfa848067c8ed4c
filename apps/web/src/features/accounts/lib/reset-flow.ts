/**
 * The password-reset steps share the e-mail, when the code was sent and the reset token. Kept in
 * sessionStorage: a reload of any step keeps its place, closing the tab forgets it.
 */
export const RESET_FLOW_KEY = 'souq.password-reset';

export interface ResetFlow {
  email: string;
  /** Epoch ms of the last code sent: the resend countdown runs from here. */
  sentAt: number;
  resetToken?: string;
}

export function readResetFlow(): ResetFlow | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(RESET_FLOW_KEY) ?? 'null') as unknown;
    if (!parsed || typeof parsed !== 'object') return null;
    const flow = parsed as Partial<ResetFlow>;
    if (typeof flow.email !== 'string' || !flow.email) return null;
    return {
      email: flow.email,
      sentAt: typeof flow.sentAt === 'number' ? flow.sentAt : 0,
      ...(typeof flow.resetToken === 'string' ? { resetToken: flow.resetToken } : {}),
    };
  } catch {
    return null;
  }
}

export function saveResetFlow(flow: ResetFlow): void {
  sessionStorage.setItem(RESET_FLOW_KEY, JSON.stringify(flow));
}

export function clearResetFlow(): void {
  sessionStorage.removeItem(RESET_FLOW_KEY);
}
