// The sessions (spec §2, §3): tabs All, Meditation, Breathing and Music, each listing its cards.
// Selecting a card starts its session in the player; while one plays, no card can start (§4),
// and the page says why.
import { Brain, Headphones, Music, Wind } from 'lucide-react';
import { mindfulSessionsFor } from '@mise/catalog/mindful-sessions';
import type { MindfulSession } from '@mise/domain/entities/mindful-session';
import { MINDFUL_TABS, type MindfulSessionType } from '@mise/domain/options';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { TAB_LABELS } from './session-labels';

const TYPE_ICONS: Record<MindfulSessionType, typeof Brain> = {
  meditation: Brain,
  breathing: Wind,
  music: Music,
};

interface SessionListProps {
  /** False while a session plays: no other card may start then. */
  canStart: boolean;
  currentId: string | undefined;
  onStart: (session: MindfulSession) => void;
}

export function SessionList({ canStart, currentId, onStart }: SessionListProps) {
  return (
    <section aria-labelledby="mindful-sessions" className="grid gap-4">
      <h2 id="mindful-sessions" className="font-display text-2xl font-semibold">
        Sessions
      </h2>
      <Tabs defaultValue="all">
        <TabsList aria-label="Session types">
          {MINDFUL_TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {TAB_LABELS[tab]}
            </TabsTrigger>
          ))}
        </TabsList>
        {!canStart && (
          <p role="status" className="mt-4 text-sm text-muted-foreground">
            A session is playing. Pause or stop it to start another one.
          </p>
        )}
        {MINDFUL_TABS.map((tab) => (
          <TabsContent key={tab} value={tab}>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {mindfulSessionsFor(tab).map((session) => (
                <SessionCard
                  key={session.id}
                  session={session}
                  current={session.id === currentId}
                  canStart={canStart}
                  onStart={() => onStart(session)}
                />
              ))}
            </ul>
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}

interface SessionCardProps {
  session: MindfulSession;
  current: boolean;
  canStart: boolean;
  onStart: () => void;
}

function SessionCard({ session, current, canStart, onStart }: SessionCardProps) {
  const Icon = TYPE_ICONS[session.type];
  return (
    <li>
      <Card className="relative flex h-full flex-col has-[button:enabled:hover]:border-primary/60">
        <CardHeader className="flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <span
              aria-hidden
              className="grid size-9 place-items-center rounded-xl bg-accent text-accent-foreground"
            >
              <Icon className="size-5" />
            </span>
            <Badge variant="secondary">{TAB_LABELS[session.type]}</Badge>
            <Badge variant="outline">{session.duration} min</Badge>
            {session.audioUrl && (
              <Badge variant="outline">
                <Headphones aria-hidden />
                Audio
              </Badge>
            )}
          </div>
          <CardTitle>{session.title}</CardTitle>
          <CardDescription>{session.description}</CardDescription>
        </CardHeader>
        <CardFooter className="justify-between">
          {/* The button covers the whole card (after:inset-0): selecting the card starts it. */}
          <Button
            variant={current ? 'outline' : 'default'}
            disabled={!canStart}
            aria-label={`Start ${session.title}`}
            className="after:absolute after:inset-0 after:rounded-2xl"
            onClick={onStart}
          >
            Start
          </Button>
          {current && <Badge variant="accent">In the player</Badge>}
        </CardFooter>
      </Card>
    </li>
  );
}
