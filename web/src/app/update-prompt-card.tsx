// The update prompt itself: "New version available — Reload", and a button to put it off.
import { RefreshCw, X } from 'lucide-react';
import { Button } from '../components/ui/button';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '../components/ui/tooltip';

interface UpdatePromptCardProps {
  onReload: () => void;
  onDismiss: () => void;
}

export function UpdatePromptCard({ onReload, onDismiss }: UpdatePromptCardProps) {
  return (
    <section
      aria-label="App update"
      className="shadow-soft pointer-events-auto flex w-full items-center sm:w-auto gap-3 rounded-2xl border bg-card py-2 pr-2 pl-4 text-card-foreground"
    >
      <RefreshCw className="size-5 shrink-0 text-primary" aria-hidden />
      <p className="flex-1 text-sm font-semibold sm:pr-2">New version available —</p>
      <Button onClick={onReload}>Reload</Button>
      <TooltipProvider>
        <Tooltip>
          <TooltipTrigger asChild>
            <Button variant="ghost" size="icon" aria-label="Dismiss" onClick={onDismiss}>
              <X aria-hidden />
            </Button>
          </TooltipTrigger>
          <TooltipContent>Later</TooltipContent>
        </Tooltip>
      </TooltipProvider>
    </section>
  );
}
