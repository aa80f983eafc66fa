// The home page's #cooking section (§2): the voice-guided cooking session. Only this frame is in
// the first load; the guide loads once the section comes near the screen.
import { lazy } from 'react';
import { CookingPot } from 'lucide-react';
import { LazyPart } from '../../components/lazy-part';
import { PageSection } from '../../components/page-section';
import { COOKING_SECTION_ID } from '../../lib/start-cooking';
import { GuideLoading } from './components/guide-intro';

const CookingGuide = lazy(async () => ({
  default: (await import('./components/cooking-guide')).CookingGuide,
}));

export function CookingSection() {
  return (
    <PageSection
      id={COOKING_SECTION_ID}
      title="Cooking Guide"
      icon={CookingPot}
      placeholder={<GuideLoading />}
      body={
        <LazyPart loading={<GuideLoading />}>
          <CookingGuide />
        </LazyPart>
      }
    >
      Cook step by step while the assistant reads each step aloud, with a timer for every step and
      help when you need a substitute.
    </PageSection>
  );
}
