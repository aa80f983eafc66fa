// This device's camera and microphone in a live session (spec §4: camera on and microphone on
// by default; the toggles turn them off). They are asked for once when the session opens, their
// tracks follow the toggles (a muted microphone sends silence, a stopped camera black), and they
// stop when the session ends. A refusal or a missing device is only logged (§8); the session
// goes on without a preview. Peer video is not sent anywhere yet (docs/architecture.md).
import { useEffect, useState } from 'react';

export function useLocalMedia(isMuted: boolean, isVideoOff: boolean): MediaStream | undefined {
  const [stream, setStream] = useState<MediaStream>();

  useEffect(() => {
    let current = true;
    let opened: MediaStream | undefined;
    if (!navigator.mediaDevices?.getUserMedia) {
      console.warn('Live kitchen: this browser offers no camera or microphone.');
      return;
    }
    navigator.mediaDevices.getUserMedia({ video: true, audio: true }).then(
      (media) => {
        if (!current) {
          media.getTracks().forEach((track) => track.stop());
          return;
        }
        opened = media;
        setStream(media);
      },
      (error: unknown) => console.warn('Live kitchen: camera or microphone unavailable.', error),
    );
    return () => {
      current = false;
      opened?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  useEffect(() => {
    stream?.getAudioTracks().forEach((track) => (track.enabled = !isMuted));
    stream?.getVideoTracks().forEach((track) => (track.enabled = !isVideoOff));
  }, [stream, isMuted, isVideoOff]);

  return stream;
}
