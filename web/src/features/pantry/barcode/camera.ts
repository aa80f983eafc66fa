// The camera for the barcode scanner: the back camera where there is one (facingMode
// "environment"; a laptop's only camera is taken when there is none), and every way of failing
// to get it told apart, so the dialog can say what happened and point to typing the code.
// Like the microphone's messages of §8, each says what is wrong and what to do about it.
export type CameraProblem = 'denied' | 'missing' | 'busy' | 'unavailable' | 'other';

export const CAMERA_MESSAGES: Record<CameraProblem, string> = {
  denied:
    'Camera access denied. Please allow the camera in your browser settings, or type the barcode below.',
  missing: 'No camera found. Type the barcode below instead.',
  busy: 'The camera is in use by another app. Close that app and try again, or type the barcode below.',
  unavailable: "This browser can't open the camera here. Type the barcode below instead.",
  other: 'Unable to start the camera. Please check your settings, or type the barcode below.',
};

/** Thrown when the browser has no camera API at all (an insecure page, an old browser). */
export class CameraUnavailable extends Error {
  constructor() {
    super('navigator.mediaDevices.getUserMedia is not available');
    this.name = 'CameraUnavailable';
  }
}

export async function openBackCamera(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new CameraUnavailable();
  return navigator.mediaDevices.getUserMedia({
    audio: false,
    // "ideal", not "exact": a device with only a front camera still scans. 720p is plenty for
    // a barcode held close, and keeps each frame cheap to decode.
    video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
  });
}

/** Turns the camera off (its light too): every track stopped, not just the preview detached. */
export function closeCamera(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/** getUserMedia's DOMException names as one of our cases. */
export function cameraProblemOf(error: unknown): CameraProblem {
  if (error instanceof CameraUnavailable) return 'unavailable';
  const name = error instanceof Error ? error.name : String(error);
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') {
    return 'denied';
  }
  if (
    name === 'NotFoundError' ||
    name === 'OverconstrainedError' ||
    name === 'DevicesNotFoundError'
  ) {
    return 'missing';
  }
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') {
    return 'busy';
  }
  return 'other';
}
