// The Mindful Cooking page (/mindful-cooking, spec §2): the player of the chosen session, the
// sessions in their tabs, and the tips. One session at a time; it ends when the page is left.
// Nothing here talks to the server but the two sessions' music (§7: mindful mode makes no calls).
import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { Flower2 } from 'lucide-react';
import { canStartSession } from '@mise/domain/mindful-player';
import type { MindfulSession } from '@mise/domain/entities/mindful-session';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';
import { MindfulTips } from './mindful-tips';
import { SessionList } from './session-list';
import { SessionPlayer } from './session-player';
import { useMindfulSession } from './use-mindful-session';
import { usePlayerVolume } from './use-player-volume';

export function MindfulCookingPage() {
  useDocumentTitle('Mindful Cooking · Mise');
  const { player, now, controller } = useMindfulSession();
  const volume = usePlayerVolume();
  const toggle = useRef<HTMLButtonElement>(null);

  function start(session: MindfulSession) {
    // Drawn at once, so focus can move from the card (disabled now) to the player's Pause.
    flushSync(() => controller.start(session));
    toggle.current?.focus();
  }

  return (
    <div className="grid gap-8">
      <PageHeader title="Mindful Cooking" icon={Flower2} backToHome>
        Slow down before, during and after you cook: short guided meditations, a breathing exercise
        to chop by, and calm music to cook along with.
      </PageHeader>
      {player ? (
        <SessionPlayer
          player={player}
          now={now}
          volume={volume}
          onTogglePlayback={controller.togglePlayback}
          onStop={controller.stop}
          toggleRef={toggle}
        />
      ) : (
        <p className="rounded-2xl border border-dashed p-6 text-center text-muted-foreground">
          Choose a session below to begin. It plays here.
        </p>
      )}
      <SessionList
        canStart={canStartSession(player)}
        currentId={player?.session.id}
        onStart={start}
      />
      <MindfulTips />
    </div>
  );
}
