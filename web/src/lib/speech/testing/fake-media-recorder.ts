// Test support: a MediaRecorder and a microphone for Node, where neither exists. The test plays
// the browser: `tick()` is 100 ms of audio, a chunk from every recorder that is recording; a
// stopped recorder hands over what it still holds, then says it stopped, as the real one does.

export class FakeMediaRecorder {
  static instances: FakeMediaRecorder[] = [];
  static isTypeSupported = (type: string): boolean => type === 'audio/webm;codecs=opus';

  state: RecordingState = 'inactive';
  readonly mimeType: string;
  timeslice: number | undefined;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  private chunksMade = 0;

  constructor(
    readonly stream: MediaStream,
    options?: MediaRecorderOptions,
  ) {
    this.mimeType = options?.mimeType ?? 'audio/webm';
    FakeMediaRecorder.instances.push(this);
  }

  start(timeslice?: number): void {
    this.state = 'recording';
    this.timeslice = timeslice;
  }

  /** One chunk of audio: the recorder's number and the chunk's, "r0c1;". */
  emit(): void {
    const index = FakeMediaRecorder.instances.indexOf(this);
    this.ondataavailable?.({ data: new Blob([`r${index}c${this.chunksMade};`]) });
    this.chunksMade += 1;
  }

  stop(): void {
    if (this.state === 'inactive') return;
    this.state = 'inactive';
    setTimeout(() => {
      this.emit();
      this.onstop?.();
    }, 0);
  }

  static recording(): FakeMediaRecorder[] {
    return FakeMediaRecorder.instances.filter((recorder) => recorder.state === 'recording');
  }

  /** 100 ms pass: every recorder that is recording emits a chunk. */
  static tick(times = 1): void {
    for (let time = 0; time < times; time += 1) {
      for (const recorder of FakeMediaRecorder.recording()) recorder.emit();
    }
  }
}

/** A microphone stream with one track, which remembers being stopped. */
export function fakeMicrophone(): { stream: MediaStream; stopped: () => boolean } {
  let stopped = false;
  const track = {
    stop: () => {
      stopped = true;
    },
  };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  return { stream, stopped: () => stopped };
}
