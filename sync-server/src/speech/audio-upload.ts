/**
 * The recording of a transcription request (spec §7: multipart, an `audio` file and a
 * `language` field), checked before it goes anywhere: present, a file, not empty, and a
 * language of the settings (English when absent). Each refusal carries the API's sentence.
 */
import type { HonoRequest } from 'hono';
import { VOICE_TRANSCRIBE_AUDIO_FIELD, voiceTranscribeFieldsSchema } from '@mise/domain/api/voice';
import type { Language } from '@mise/domain/options';
import type { AudioClip } from './openai-transcriber';

export type AudioUpload =
  { ok: true; audio: AudioClip; language: Language } | { ok: false; message: string };

const MISSING = `Send the recording as multipart/form-data, in the field "${VOICE_TRANSCRIBE_AUDIO_FIELD}".`;

export async function readAudioUpload(request: HonoRequest): Promise<AudioUpload> {
  if (!request.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
    return { ok: false, message: MISSING };
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { ok: false, message: 'The multipart body could not be read.' };
  }
  const recording = form.get(VOICE_TRANSCRIBE_AUDIO_FIELD);
  if (!(recording instanceof File)) return { ok: false, message: MISSING };
  if (recording.size === 0) return { ok: false, message: 'The recording is empty.' };
  const language = form.get('language');
  const fields = voiceTranscribeFieldsSchema.safeParse({
    language: typeof language === 'string' && language !== '' ? language : undefined,
  });
  if (!fields.success) {
    return { ok: false, message: fields.error.issues[0]?.message ?? 'The language is not valid.' };
  }
  return {
    ok: true,
    audio: { bytes: new Uint8Array(await recording.arrayBuffer()), type: recording.type },
    language: fields.data.language,
  };
}
