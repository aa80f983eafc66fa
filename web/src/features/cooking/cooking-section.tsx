// The home page's #cooking section; the voice-guided cooking session arrives in a later issue.
import { CookingPot } from 'lucide-react';
import { PageSection } from '../../components/page-section';

export function CookingSection() {
  return (
    <PageSection id="cooking" title="Cooking Guide" icon={CookingPot}>
      Coming soon: cook step by step while the assistant reads each step aloud, with a timer for
      every step and help when you need a substitute.
    </PageSection>
  );
}
