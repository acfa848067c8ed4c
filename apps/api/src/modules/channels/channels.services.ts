import { channelsRealtimeOf } from './channels.realtime.ts';
import { type ChannelsDeps, createChannelsService } from './channels.service.ts';
import { createMembershipService } from './membership/membership.service.ts';
import { createChannelMessagesService } from './messages/channel-messages.service.ts';

/** The channels area's services, built once per app and shared by its routes and room rule. */
export const createChannelsServices = (app: ChannelsDeps) => {
  const realtime = channelsRealtimeOf(app);
  return {
    channels: createChannelsService(app, realtime),
    membership: createMembershipService(app, realtime),
    messages: createChannelMessagesService(app, realtime),
  };
};

export type ChannelsServices = ReturnType<typeof createChannelsServices>;
