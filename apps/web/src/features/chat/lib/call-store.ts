import type {
  CallAnswerEvent,
  CallEndEvent,
  CallEndReason,
  CallIceEvent,
  CallOfferEvent,
  UserRef,
} from '@souq/contract';
import type { Ack } from '@souq/contract/realtime';
import { create } from 'zustand';
import type { RealtimeSocket } from '../../../lib/realtime';
import { startRinging, stopRinging } from '../../../lib/sounds';

export type CallPhase = 'idle' | 'outgoing' | 'incoming' | 'connecting' | 'connected' | 'ended';
/** Why a call ended, as the dialog says it. */
export type CallOutcome = CallEndReason | 'failed' | 'no-microphone' | 'rate-limited';

export interface CallState {
  phase: CallPhase;
  callId: number | null;
  conversationId: number | null;
  peer: UserRef | null;
  muted: boolean;
  /** `Date.now()` when audio started flowing. */
  connectedAt: number | null;
  outcome: CallOutcome | null;
  remoteStream: MediaStream | null;
}

const idle: CallState = {
  phase: 'idle',
  callId: null,
  conversationId: null,
  peer: null,
  muted: false,
  connectedAt: null,
  outcome: null,
  remoteStream: null,
};

export const useCallStore = create<CallState>()(() => idle);
const set = (change: Partial<CallState>) => useCallStore.setState(change);
const get = () => useCallStore.getState();

/**
 * A call's machinery: its connection, microphone and the ICE candidates waiting for the other
 * side (or for the call's id). One call at a time per tab; an ended one keeps its socket, so a
 * late hang-up still reaches the server.
 */
class CallSession {
  pc: RTCPeerConnection | null = null;
  localStream: MediaStream | null = null;
  pendingOffer: string | null = null;
  /** The other side's candidates, until its description is set. */
  pendingIce: RTCIceCandidateInit[] = [];
  /** Ours, until the server has named the call. */
  localIce: RTCIceCandidateInit[] = [];

  constructor(readonly socket: RealtimeSocket) {}

  close(): void {
    this.pc?.close();
    this.pc = null;
    for (const track of this.localStream?.getTracks() ?? []) track.stop();
    this.localStream = null;
    this.pendingOffer = null;
    this.pendingIce = [];
    this.localIce = [];
  }

  /** Sends an event about the current call, when it has an id. */
  send(event: 'call:end' | 'call:decline'): void {
    const { callId } = get();
    if (callId !== null) this.socket.emit(event, { call_id: callId });
  }

  flushLocalIce(): void {
    const { callId } = get();
    if (callId === null) return;
    for (const candidate of this.localIce) {
      this.socket.emit('call:ice', { call_id: callId, candidate });
    }
    this.localIce = [];
  }

  async flushRemoteIce(): Promise<void> {
    const { pc } = this;
    if (!pc?.remoteDescription) return;
    for (const candidate of this.pendingIce) {
      await pc.addIceCandidate(candidate).catch(() => undefined);
    }
    this.pendingIce = [];
  }

  async openPeer(iceServers: RTCIceServer[]): Promise<RTCPeerConnection> {
    this.localStream = await navigator.mediaDevices.getUserMedia({ audio: true, video: false });
    const peer = new RTCPeerConnection({ iceServers });
    for (const track of this.localStream.getTracks()) peer.addTrack(track, this.localStream);
    peer.ontrack = (event) => {
      set({ remoteStream: event.streams[0] ?? new MediaStream([event.track]) });
    };
    peer.onicecandidate = (event) => {
      if (!event.candidate) return;
      const candidate = event.candidate.toJSON();
      const { callId } = get();
      if (callId === null) this.localIce.push(candidate);
      else this.socket.emit('call:ice', { call_id: callId, candidate });
    };
    peer.onconnectionstatechange = () => {
      if (peer !== this.pc || this !== current) return;
      if (peer.connectionState === 'connected' && get().phase !== 'connected') {
        set({ phase: 'connected', connectedAt: Date.now() });
      } else if (peer.connectionState === 'failed') {
        this.send('call:end');
        finish('failed');
      }
    };
    this.pc = peer;
    return peer;
  }
}

let current: CallSession | null = null;
let endedTimer: ReturnType<typeof setTimeout> | undefined;

/** The server's answer to a call event, or a time-out after 10 s. */
const ASK_TIMEOUT_MS = 10_000;
const answered =
  (resolve: (answer: Ack) => void) =>
  (error: Error | null, answer: Ack): void =>
    resolve(error ? { ok: false, error: 'timeout' } : answer);

function cleanup() {
  stopRinging();
  current?.close();
}

/** Closes the call and shows why for a moment. */
function finish(outcome: CallOutcome) {
  cleanup();
  set({ phase: 'ended', outcome, remoteStream: null });
  clearTimeout(endedTimer);
  endedTimer = setTimeout(() => {
    if (get().phase === 'ended') useCallStore.setState(idle);
  }, 2500);
}

/** Why an offer was not put through: the callee's state, or past the account's call budget. */
const refusalOf = ({ error }: Ack): CallOutcome => {
  if (error === 'offline' || error === 'busy') return error;
  return error === 'realtime.rate-limited' ? 'rate-limited' : 'failed';
};

const failure = (error: unknown): CallOutcome =>
  (error as Error)?.name === 'NotAllowedError' ? 'no-microphone' : 'failed';

/** Calls the other member of a conversation: rings them until they answer, decline or 30 s pass. */
export async function startCall({
  socket,
  conversationId,
  peer,
  iceServers,
}: {
  socket: RealtimeSocket;
  conversationId: number;
  peer: UserRef;
  iceServers: () => Promise<RTCIceServer[]>;
}): Promise<void> {
  if (get().phase !== 'idle' && get().phase !== 'ended') return;
  clearTimeout(endedTimer);
  const call = new CallSession(socket);
  current = call;
  set({ ...idle, phase: 'outgoing', conversationId, peer });
  try {
    const connection = await call.openPeer(await iceServers());
    const offer = await connection.createOffer();
    await connection.setLocalDescription(offer);
    const answer = await new Promise<Ack>((resolve) =>
      socket
        .timeout(ASK_TIMEOUT_MS)
        .emit(
          'call:offer',
          { conversation_id: conversationId, sdp: offer.sdp ?? '' },
          answered(resolve),
        ),
    );
    if (get().phase !== 'outgoing') return;
    if (!answer.ok) {
      finish(refusalOf(answer));
      return;
    }
    set({ callId: answer.call_id ?? null });
    call.flushLocalIce();
  } catch (error) {
    finish(failure(error));
  }
}

/** Answers the ringing call. */
export async function acceptCall(iceServers: () => Promise<RTCIceServer[]>): Promise<void> {
  const { callId, phase } = get();
  const call = current;
  const offer = call?.pendingOffer;
  if (phase !== 'incoming' || callId === null || !call || !offer) return;
  stopRinging();
  set({ phase: 'connecting' });
  try {
    const connection = await call.openPeer(await iceServers());
    await connection.setRemoteDescription({ type: 'offer', sdp: offer });
    await call.flushRemoteIce();
    const answer = await connection.createAnswer();
    await connection.setLocalDescription(answer);
    const ack = await new Promise<Ack>((resolve) =>
      call.socket
        .timeout(ASK_TIMEOUT_MS)
        .emit('call:answer', { call_id: callId, sdp: answer.sdp ?? '' }, answered(resolve)),
    );
    if (!ack.ok) {
      finish('failed');
      return;
    }
    call.flushLocalIce();
  } catch (error) {
    call.send('call:decline');
    finish(failure(error));
  }
}

export function declineCall(): void {
  current?.send('call:decline');
  finish('declined');
}

export function hangUp(): void {
  current?.send('call:end');
  finish('hangup');
}

export function toggleMute(): void {
  const muted = !get().muted;
  for (const track of current?.localStream?.getAudioTracks() ?? []) track.enabled = !muted;
  set({ muted });
}

/** Socket events of calls, installed once per tab by the chat's global listener. */
export function listenForCalls(socket: RealtimeSocket): () => void {
  const onOffer = (event: CallOfferEvent) => {
    const { phase } = get();
    if (phase !== 'idle' && phase !== 'ended') {
      // Already in a call: this one is left to ring out (a missed call for the caller).
      return;
    }
    clearTimeout(endedTimer);
    current?.close();
    current = new CallSession(socket);
    current.pendingOffer = event.sdp;
    set({
      ...idle,
      phase: 'incoming',
      callId: event.call_id,
      conversationId: event.conversation_id,
      peer: event.caller,
    });
    startRinging();
  };
  const onAnswer = async (event: CallAnswerEvent) => {
    const call = current;
    if (event.call_id !== get().callId || !call?.pc) return;
    set({ phase: 'connecting' });
    await call.pc
      .setRemoteDescription({ type: 'answer', sdp: event.sdp })
      .catch(() => finish('failed'));
    await call.flushRemoteIce();
  };
  const onIce = async (event: CallIceEvent) => {
    const call = current;
    if (event.call_id !== get().callId || !call) return;
    const candidate = event.candidate as RTCIceCandidateInit;
    if (call.pc?.remoteDescription) {
      await call.pc.addIceCandidate(candidate).catch(() => undefined);
    } else call.pendingIce.push(candidate);
  };
  const onEnd = (event: CallEndEvent) => {
    if (event.call_id !== get().callId || get().phase === 'ended') return;
    if (event.reason === 'answered-elsewhere') {
      cleanup();
      useCallStore.setState(idle);
      return;
    }
    finish(event.reason);
  };
  socket.on('call:offer', onOffer);
  socket.on('call:answer', onAnswer);
  socket.on('call:ice', onIce);
  socket.on('call:end', onEnd);
  return () => {
    socket.off('call:offer', onOffer);
    socket.off('call:answer', onAnswer);
    socket.off('call:ice', onIce);
    socket.off('call:end', onEnd);
  };
}
