// "Join Cooking Session" (spec §2, §5), opened by a shared link: only your name is asked (the
// recipe is the host's), and it is needed ("Please enter your name").
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LogIn } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { MISSING_NAME } from '../data/live-kitchen-toasts';
import type { RoomIntent } from '../data/room-connection';
import { rememberName, rememberedName } from '../data/seat-memory';
import { LIVE_KITCHEN_PATH } from '../utils/session-link';
import { NameField } from './name-field';

interface JoinSessionFormProps {
  sessionId: string;
  onStart: (intent: RoomIntent) => void;
}

export function JoinSessionForm({ sessionId, onStart }: JoinSessionFormProps) {
  const [name, setName] = useState(rememberedName);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') {
      toast(MISSING_NAME);
      return;
    }
    rememberName(name.trim());
    onStart({ type: 'join', roomId: sessionId, name: name.trim() });
  }

  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle as="h2">Join Cooking Session</CardTitle>
        <CardDescription>
          You were invited to cook together. The host picked the recipe.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <NameField value={name} onChange={setName} />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit">
              <LogIn aria-hidden />
              Join Session
            </Button>
            <Link
              to={LIVE_KITCHEN_PATH}
              className="focus-ring rounded-lg px-2 py-2 text-sm font-semibold text-primary hover:underline"
            >
              Start a new session instead
            </Link>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
