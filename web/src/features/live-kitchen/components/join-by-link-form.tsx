// "Have a link?": a pasted session link or id opens its join form (the same page, with the
// session in the address, as if the link had been opened).
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { sessionIdFrom, sessionPath } from '../utils/session-link';

const NOT_A_SESSION = 'This is not a live kitchen link. Ask the host to copy it again.';

export function JoinByLinkForm({ badLink }: { badLink: boolean }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [error, setError] = useState(badLink ? NOT_A_SESSION : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    const id = sessionIdFrom(text);
    if (id === undefined) {
      setError(NOT_A_SESSION);
      return;
    }
    void navigate(sessionPath(id));
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Have a link?</CardTitle>
        <CardDescription>Paste the link or the session id a host shared with you.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <FormField label="Session link or id" error={error}>
            {(control) => (
              <Input
                {...control}
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  setError(undefined);
                }}
                autoComplete="off"
                spellCheck={false}
              />
            )}
          </FormField>
          <Button type="submit" variant="outline" className="w-fit">
            Open session
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
