// Copies a text (an invite code, a share link) to the clipboard and says so on the button for
// 2 seconds (spec §9's link-copied indicator); where the clipboard is refused, a toast says to
// copy the text by hand. `onCopied` lets a page add its own word (the live kitchen's toast).
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { LINK_COPIED_DURATION_MS } from '@mise/domain/constants';
import { Button } from './ui/button';
import { toast } from './ui/use-toast';

interface CopyButtonProps {
  text: string;
  label: string;
  onCopied?: () => void;
}

export function CopyButton({ text, label, onCopied }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), LINK_COPIED_DURATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      onCopied?.();
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
