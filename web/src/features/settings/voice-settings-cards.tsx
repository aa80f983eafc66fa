// Settings → the assistant's voice (spec §2, §3 voice settings: client only, kept on this
// device): Chef Voice Personality with "Test Voice" for each profile, Language & Region,
// Speaking Style, Kitchen Ambience with a preview, and the voice commands the guide knows.
// Under the language, what works in it where that is not everything (Japanese, Chinese, Korean).
// Loaded when they come near the screen (settings-page.tsx): the Settings chunk stays small.
import { useEffect, useId, useState } from 'react';
import { Languages, Mic, Music, Play, Square, Volume2 } from 'lucide-react';
import { LANGUAGES, VOICE_PROFILES, type VoiceProfileId } from '@mise/domain/options';
import {
  LANGUAGE_LABELS,
  SETTINGS_VOICE_COMMANDS,
  TEST_VOICE_LINES,
  VOICE_PROFILE_LABELS,
} from '@mise/domain/voice-labels';
import { AmbiencePicker } from '../../components/ambience-picker';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { NativeSelect } from '../../components/ui/native-select';
import { Switch } from '../../components/ui/switch';
import { playSoundscape, stopSoundscape } from '../../lib/speech/soundscape';
import { useVoiceSettings } from '../../lib/voice-settings';
import { RadioCards } from './choice-groups';
import { LANGUAGE_SUPPORT } from './language-support';
import { LanguageSupportNote } from './language-support-note';
import { SettingsCard } from './settings-card';

export function VoiceSettingsCards() {
  return (
    <>
      <VoicePersonalityCard />
      <LanguageCard />
      <SpeakingStyleCard />
      <AmbienceCard />
      <VoiceCommandsCard />
    </>
  );
}

function VoicePersonalityCard() {
  const settings = useVoiceSettings((store) => store.settings);
  const change = useVoiceSettings((store) => store.change);
  const [testing, setTesting] = useState<VoiceProfileId>();
  const test = async (profile: VoiceProfileId) => {
    setTesting(profile);
    // Loaded with the first test: it brings the voice API's schema (zod) with it.
    const { speak } = await import('../../lib/speech/speak');
    await speak(TEST_VOICE_LINES[settings.language], { ...settings, profile });
    setTesting(undefined);
  };
  return (
    <SettingsCard id="voice-personality" title="Chef Voice Personality" icon={Volume2}>
      <RadioCards
        name="voice-profile"
        labelledBy="voice-personality-heading"
        choices={PROFILE_CHOICES}
        value={settings.profile}
        onChange={(profile) => change({ profile })}
        action={({ value: id, label }) => (
          <Button
            variant="outline"
            aria-label={`Test Voice: ${label}`}
            disabled={testing !== undefined}
            onClick={() => void test(id)}
          >
            <Play aria-hidden />
            {testing === id ? 'Speaking…' : 'Test Voice'}
          </Button>
        )}
      />
    </SettingsCard>
  );
}

const PROFILE_CHOICES = VOICE_PROFILES.map(({ id }) => ({
  value: id,
  label: VOICE_PROFILE_LABELS[id].name,
  description: VOICE_PROFILE_LABELS[id].description,
}));

function LanguageCard() {
  const language = useVoiceSettings((store) => store.settings.language);
  const change = useVoiceSettings((store) => store.change);
  const noteId = useId();
  return (
    <SettingsCard id="language" title="Language & Region" icon={Languages}>
      <FormField label="The assistant speaks and listens in" className="max-w-xs">
        {(control) => (
          <NativeSelect
            {...control}
            // What works in a language served in part, read with the choice.
            aria-describedby={LANGUAGE_SUPPORT[language] ? noteId : undefined}
            value={language}
            onChange={(event) => {
              const chosen = LANGUAGES.find((known) => known === event.target.value);
              if (chosen !== undefined) change({ language: chosen });
            }}
          >
            {LANGUAGES.map((option) => (
              <option key={option} value={option} lang={option}>
                {LANGUAGE_LABELS[option]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <LanguageSupportNote id={noteId} language={language} />
    </SettingsCard>
  );
}

function SpeakingStyleCard() {
  const mode = useVoiceSettings((store) => store.settings.mode);
  const change = useVoiceSettings((store) => store.change);
  return (
    <SettingsCard id="speaking-style" title="Speaking Style" icon={Mic}>
      <label className="flex items-center gap-3">
        <Switch
          checked={mode === 'narrative'}
          onCheckedChange={(narrative) => change({ mode: narrative ? 'narrative' : 'concise' })}
          aria-describedby="speaking-style-hint"
        />
        Narrative mode
      </label>
      <p id="speaking-style-hint" className="text-sm text-muted-foreground">
        {mode === 'narrative'
          ? 'The assistant explains each step and why, like a teacher beside you.'
          : 'Concise: just the steps, said briskly.'}
      </p>
    </SettingsCard>
  );
}

function AmbienceCard() {
  const soundscape = useVoiceSettings((store) => store.settings.soundscape) ?? 'none';
  const [previewing, setPreviewing] = useState(false);
  // While previewing, the chosen sound plays (another choice switches it); leaving the page or
  // stopping ends it.
  useEffect(() => {
    if (!previewing) return;
    void playSoundscape(soundscape);
    return () => stopSoundscape();
  }, [previewing, soundscape]);
  return (
    <SettingsCard id="ambience" title="Kitchen Ambience" icon={Music}>
      <div className="flex flex-wrap items-end gap-3">
        <AmbiencePicker hint="Plays softly while the cooking guide listens." />
        <Button
          variant="outline"
          aria-pressed={previewing}
          disabled={soundscape === 'none' && !previewing}
          onClick={() => setPreviewing(!previewing)}
        >
          {previewing ? <Square aria-hidden /> : <Play aria-hidden />}
          {previewing ? 'Stop preview' : 'Preview'}
        </Button>
      </div>
    </SettingsCard>
  );
}

function VoiceCommandsCard() {
  return (
    <SettingsCard id="voice-commands" title="Voice Commands" icon={Mic}>
      <p className="text-sm text-muted-foreground">While cooking, you can say:</p>
      <ul className="flex flex-wrap gap-2">
        {SETTINGS_VOICE_COMMANDS.map((command) => (
          <li key={command} className="rounded-full border bg-card px-3 py-1 text-sm">
            &ldquo;{command}&rdquo;
          </li>
        ))}
      </ul>
    </SettingsCard>
  );
}
