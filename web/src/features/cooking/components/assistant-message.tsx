// What the assistant last said (read out by screen readers as it changes), and during a session
// the motivational line below it, rotating every 15 seconds through ten (§4), in the language the
// assistant speaks.
import { Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { motivationAt } from '@mise/assistant/cooking/encouragement';
import { useShownUnits } from '../../../lib/units/use-measurement-system';
import { useAssistantLanguage } from '../data/assistant-language';
import { useCookingUi } from '../data/cooking-ui-store';

function Motivation({ startedAt }: { startedAt: string }) {
  const since = Date.parse(startedAt);
  const language = useAssistantLanguage();
  const [line, setLine] = useState(() => motivationAt(Date.now() - since, language));
  useEffect(() => {
    const tick = () => setLine(motivationAt(Date.now() - since, language));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [since, language]);
  return (
    <p className="text-sm text-muted-foreground italic" data-testid="motivation">
      {line}
    </p>
  );
}

/** `startedAt`: the session's start, which the motivational lines rotate from. */
export function AssistantMessage({ startedAt }: { startedAt?: string }) {
  const line = useCookingUi((store) => store.line);
  // Stored as the assistant wrote it, shown in the cook's system (use-assistant-voice.ts).
  const units = useShownUnits();
  return (
    <div className="grid gap-2 rounded-2xl bg-accent/60 p-4">
      <div aria-live="polite" className="flex gap-3">
        <Sparkles className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div className="grid gap-1">
          {line?.about && <p className="text-xs text-muted-foreground">{line.about}</p>}
          <p className="font-medium" data-testid="assistant-message">
            {line ? units.text(line.text) : "I'm listening. Ask me anything about cooking."}
          </p>
        </div>
      </div>
      {startedAt !== undefined && <Motivation startedAt={startedAt} />}
    </div>
  );
}
