// The empty guide's invitation (§2): what the guide does, Browse Recipes and Start Voice Command.
// It is also what stands in the guide's place while the guide's code and state load, with the
// voice button not working yet: the empty guide, which most visits see, then arrives at exactly
// the size of what stood there, and nothing below it moves.
import { BookOpen, Mic } from 'lucide-react';
import { Button } from '../../../components/ui/button';

interface GuideIntroProps {
  onVoice?: () => void;
  voiceDisabled: boolean;
}

export function GuideIntro({ onVoice, voiceDisabled }: GuideIntroProps) {
  return (
    <>
      <p className="text-muted-foreground">
        Pick a recipe and the assistant reads each step aloud, keeps your timers and answers
        questions while your hands are busy.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button asChild size="lg">
          <a href="#recipes">
            <BookOpen aria-hidden />
            Browse Recipes
          </a>
        </Button>
        <Button size="lg" variant="outline" onClick={onVoice} disabled={voiceDisabled}>
          <Mic aria-hidden />
          Start Voice Command
        </Button>
      </div>
    </>
  );
}

/** The guide while it loads: its empty state's frame, announced as loading. */
export function GuideLoading() {
  return (
    <div className="grid gap-5">
      <p role="status" className="sr-only">
        Loading the cooking guide…
      </p>
      <GuideIntro voiceDisabled />
    </div>
  );
}
