// The guide with nothing on the go (§2): Browse Recipes and Start Voice Command; and, right
// after the last step, the congratulation for the dish just finished, with "Add to journal":
// the journal's New Entry form, filled in with the recipe and the time it took. The
// congratulation is that session's alone (data/celebration.ts).
import { NotebookPen, PartyPopper, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import type { MiseDatabase } from '../../../db/db';
import { useLiveDbQuery } from '../../../db/use-live-db-query';
import { addToJournalLink } from '../../../lib/journal-link';
import { useVoiceSettings } from '../../../lib/voice-settings';
import { isStillCelebrated } from '../data/celebration';
import { useCookingUi } from '../data/cooking-ui-store';
import { VoiceCommandPanel } from '../voice/voice-command-panel';
import { AssistantMessage } from './assistant-message';
import { GuideIntro } from './guide-intro';
import { useAssistantVoice } from './use-assistant-voice';
import { useSkillLevel } from './skill-picker';

const readSessions = (db: MiseDatabase) => db.cookingSessions.toArray();

export function CookingEmpty() {
  const stored = useCookingUi((store) => store.finished);
  const sessions = useLiveDbQuery(readSessions);
  const finished =
    stored && sessions && isStillCelebrated(stored.sessionId, sessions) ? stored : undefined;
  const dismissFinished = useCookingUi((store) => store.dismissFinished);
  const [voiceOpen, setVoiceOpen] = useState(false);
  const say = useAssistantVoice();
  const skillLevel = useSkillLevel();

  // The parser loads with the first command: most visits to an empty guide never speak.
  const run = async (command: string) => {
    const { answerVoiceCommand } = await import('@mise/assistant/commands/voice-flow');
    const context = { recipe: null, currentStep: null, skillLevel, pantryItems: [] };
    const answer = answerVoiceCommand(command, context, useVoiceSettings.getState().settings);
    say({ about: `"${command}"`, text: answer.reply });
  };

  return (
    <div className="grid gap-5">
      {finished && (
        <div
          role="status"
          className="flex gap-3 rounded-2xl border-2 border-primary bg-accent/60 p-4"
        >
          <PartyPopper className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden />
          <div className="grid flex-1 gap-1">
            <p className="font-display text-lg font-semibold">{finished.recipeName} is done!</p>
            <p>{finished.message}</p>
            {finished.recipeId && (
              <Button asChild variant="outline" className="mt-2 justify-self-start">
                <Link
                  to={addToJournalLink({
                    recipeId: finished.recipeId,
                    recipeName: finished.recipeName,
                    cookingTime: finished.cookingTime,
                  })}
                  onClick={dismissFinished}
                >
                  <NotebookPen aria-hidden />
                  Add to journal
                </Link>
              </Button>
            )}
          </div>
          <Button size="icon" variant="ghost" aria-label="Close" onClick={dismissFinished}>
            <X aria-hidden />
          </Button>
        </div>
      )}
      <GuideIntro onVoice={() => setVoiceOpen(true)} voiceDisabled={voiceOpen} />
      {voiceOpen && (
        <>
          <VoiceCommandPanel onCommand={(command) => void run(command)} />
          <AssistantMessage />
        </>
      )}
    </div>
  );
}
