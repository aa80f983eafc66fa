// Copies a text (an invite code or link) to the clipboard and says so on the button for a
// moment; where the clipboard is refused, a toast says to copy the text by hand.
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';

const COPIED_MS = 2000;

export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      toast({
        variant: 'destructive',
        title: 'Could not copy',
        description: 'Select the text and copy it yourself.',
      });
    }
  }

  return (
    <Button variant="outline" onClick={() => void copy()} aria-live="polite">
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      {copied ? 'Copied' : label}
    </Button>
  );
}
