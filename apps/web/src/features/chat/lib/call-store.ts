import type {
  CallAnswerEvent,
  CallEndEvent,
  CallEndReason,
  CallIceEvent,
  CallOfferEvent,
  UserRef,
} from '@souq/contract';
import type { Socket } from 'socket.io-client';
import { create } from 'zustand';
import { startRinging, stopRinging } from '../../../lib/sounds';

export type CallPhase = 'idle' | 'outgoing' | 'incoming' | 'connecting' | 'connected' | 'ended';
/** Why a call ended, as the dialog says it. */
export type CallOutcome = CallEndReason | 'failed' | 'no-microphone';

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

// The live call's machinery: one call at a time per tab.
let pc: RTCPeerConnection | null = null;
let localStream: MediaStream | null = null;
let socketRef: Socket | null = null;
let pendingOffer: string | null = null;
let pendingIce: RTCIceCandidateInit[] = [];
let localIce: RTCIceCandidateInit[] = [];
let endedTimer: ReturnType<typeof setTimeout> | undefined;

type Ack = { ok: boolean; error?: string; call_id?: number };
const ask = (socket: Socket, event: string, payload: unknown) =>
  new Promise<Ack>((resolve) =>
    socket
      .timeout(10_000)
      .emit(event, payload, (error: unknown, answer: Ack) =>
        resolve(error ? { ok: false, error: 'timeout' } : answer),
      ),
  );

function cleanup() {
  stopRinging();
  pc?.close();
  pc = null;
  for (const track of localStream?.getTracks() ?? []) track.stop();
  localStream = null;
  pendingOffer = null;
  pendingIce = [];
  localIce = [];
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

async function openPeer(iceServers: RTCIceServer[]): Promise<RTCPeerConnection> {
  localStream = await navigator.mediaDevices.getUserMedia({ audio: true, video: false });
  const peer = new RTCPeerConnection({ iceServers });
  for (const track of localStream.getTracks()) peer.addTrack(track, localStream);
  peer.ontrack = (event) => {
    set({ remoteStream: event.streams[0] ?? new MediaStream([event.track]) });
  };
  peer.onicecandidate = (event) => {
    if (!event.candidate) return;
    const candidate = event.candidate.toJSON();
    const { callId } = get();
    if (callId === null || !socketRef) localIce.push(candidate);
    else socketRef.emit('call:ice', { call_id: callId, candidate });
  };
  peer.onconnectionstatechange = () => {
    if (peer !== pc) return;
    if (peer.connectionState === 'connected' && get().phase !== 'connected') {
      set({ phase: 'connected', connectedAt: Date.now() });
    } else if (peer.connectionState === 'failed') {
      const { callId } = get();
      if (callId !== null) socketRef?.emit('call:end', { call_id: callId });
      finish('failed');
    }
  };
  pc = peer;
  return peer;
}

const flushLocalIce = () => {
  const { callId } = get();
  if (callId === null || !socketRef) return;
  for (const candidate of localIce) socketRef.emit('call:ice', { call_id: callId, candidate });
  localIce = [];
};

const flushRemoteIce = async () => {
  if (!pc?.remoteDescription) return;
  for (const candidate of pendingIce) await pc.addIceCandidate(candidate).catch(() => undefined);
  pendingIce = [];
};

/** Calls the other member of a conversation: rings them until they answer, decline or 30 s pass. */
export async function startCall({
  socket,
  conversationId,
  peer,
  iceServers,
}: {
  socket: Socket;
  conversationId: number;
  peer: UserRef;
  iceServers: () => Promise<RTCIceServer[]>;
}): Promise<void> {
  if (get().phase !== 'idle' && get().phase !== 'ended') return;
  clearTimeout(endedTimer);
  socketRef = socket;
  set({ ...idle, phase: 'outgoing', conversationId, peer });
  try {
    const connection = await openPeer(await iceServers());
    const offer = await connection.createOffer();
    await connection.setLocalDescription(offer);
    const answer = await ask(socket, 'call:offer', {
      conversation_id: conversationId,
      sdp: offer.sdp,
    });
    if (get().phase !== 'outgoing') return;
    if (!answer.ok) {
      finish(answer.error === 'offline' || answer.error === 'busy' ? answer.error : 'failed');
      return;
    }
    set({ callId: answer.call_id ?? null });
    flushLocalIce();
  } catch (error) {
    finish((error as Error)?.name === 'NotAllowedError' ? 'no-microphone' : 'failed');
  }
}

/** Answers the ringing call. */
export async function acceptCall(iceServers: () => Promise<RTCIceServer[]>): Promise<void> {
  const { callId, phase } = get();
  if (phase !== 'incoming' || callId === null || !socketRef || !pendingOffer) return;
  stopRinging();
  set({ phase: 'connecting' });
  try {
    const connection = await openPeer(await iceServers());
    await connection.setRemoteDescription({ type: 'offer', sdp: pendingOffer });
    await flushRemoteIce();
    const answer = await connection.createAnswer();
    await connection.setLocalDescription(answer);
    const ack = await ask(socketRef, 'call:answer', { call_id: callId, sdp: answer.sdp });
    if (!ack.ok) {
      finish('failed');
      return;
    }
    flushLocalIce();
  } catch (error) {
    socketRef?.emit('call:decline', { call_id: callId });
    finish((error as Error)?.name === 'NotAllowedError' ? 'no-microphone' : 'failed');
  }
}

export function declineCall(): void {
  const { callId } = get();
  if (callId !== null) socketRef?.emit('call:decline', { call_id: callId });
  finish('declined');
}

export function hangUp(): void {
  const { callId } = get();
  if (callId !== null) socketRef?.emit('call:end', { call_id: callId });
  finish('hangup');
}

export function toggleMute(): void {
  const muted = !get().muted;
  for (const track of localStream?.getAudioTracks() ?? []) track.enabled = !muted;
  set({ muted });
}

/** Socket events of calls, installed once per tab by the chat's global listener. */
export function listenForCalls(socket: Socket): () => void {
  const onOffer = (event: CallOfferEvent) => {
    const { phase } = get();
    if (phase !== 'idle' && phase !== 'ended') {
      // Already in a call: this one is left to ring out (a missed call for the caller).
      return;
    }
    clearTimeout(endedTimer);
    socketRef = socket;
    pendingOffer = event.sdp;
    pendingIce = [];
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
    if (event.call_id !== get().callId || !pc) return;
    set({ phase: 'connecting' });
    await pc.setRemoteDescription({ type: 'answer', sdp: event.sdp }).catch(() => finish('failed'));
    await flushRemoteIce();
  };
  const onIce = async (event: CallIceEvent) => {
    if (event.call_id !== get().callId) return;
    const candidate = event.candidate as RTCIceCandidateInit;
    if (pc?.remoteDescription) await pc.addIceCandidate(candidate).catch(() => undefined);
    else pendingIce.push(candidate);
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
