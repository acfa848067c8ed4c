import { defineJob } from '../../../jobs/types.ts';
import { createChatServices } from '../chat.services.ts';

/**
 * A call still ringing when its ring time is up is missed: both hear `call:end` `no-answer` and
 * the "missed call" message is posted once. Answered, declined or given up, it does nothing (the
 * conditional update decides), so a job run twice has its effect once. Any instance runs it: the
 * caller's may be gone.
 */
export const callTimeoutJob = defineJob({
  type: 'chat.call-timeout',
  run: async ({ callId }, { app }) => {
    await createChatServices(app).calls.timeOut(callId);
  },
});
