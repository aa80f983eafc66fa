// The Personalization card of §2: voice styles, themes and notification toggles to try out. The
// spec keeps it static ("Nothing is saved"), and the card says so, so no one expects the choice
// to stick; the real settings live on the Settings page.
import { useId, useState } from 'react';
import { Palette } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { cn } from '../../../lib/cn';

const VOICE_STYLES = ['Warm and encouraging', 'Professional chef', 'Friendly neighbor'] as const;
const THEMES = ['Malibu', 'Manhattan', 'Miami'] as const;
const NOTIFICATIONS = ['Expiring ingredients', 'Meal reminders', 'Weekly planning'] as const;

export function PersonalizationCard() {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-2xl border bg-background p-4 sm:p-6"
    >
      <div className="grid gap-1">
        <h3
          id={`${id}-title`}
          className="flex items-center gap-2 font-display text-xl font-semibold"
        >
          <Palette className="size-5 text-primary" aria-hidden />
          Personalization
        </h3>
        <p className="text-sm text-muted-foreground">
          A preview to play with: nothing here is saved. Your assistant and notifications are set in{' '}
          <Link to="/settings" className="text-primary underline underline-offset-4">
            Settings
          </Link>
          .
        </p>
      </div>
      <Choices legend="Voice style" options={VOICE_STYLES} />
      <Choices legend="Theme" options={THEMES} />
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold">Notifications</legend>
        {NOTIFICATIONS.map((label, index) => (
          <div key={label} className="flex items-center justify-between gap-3">
            <Label htmlFor={`${id}-notify-${index}`}>{label}</Label>
            <Switch id={`${id}-notify-${index}`} defaultChecked />
          </div>
        ))}
      </fieldset>
    </section>
  );
}

function Choices({ legend, options }: { legend: string; options: readonly string[] }) {
  const [chosen, setChosen] = useState(options[0]);
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={chosen === option}
            className={cn(
              'focus-ring min-h-11 rounded-full border px-4 text-sm',
              chosen === option
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-input/60 hover:bg-muted',
            )}
            onClick={() => setChosen(option)}
          >
            {option}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
