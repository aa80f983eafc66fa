/**
 * The kitchen scout's words: a sentence or two a client can show or speak, from what the scout
 * found (scout-kitchen.ts). English, like the rest of the assistant's built-in words.
 */
import type { AiScoutResponse } from '@mise/domain/api/ai-helpers';
import { capitalise, listWords, sentences } from '../cooking/spoken-text';

/** Beyond this many, naming what is missing reads worse than the percentage. */
const MISSING_NAMED = 3;
/** Beyond this many, the list of items to use soon is cut short. */
const ITEMS_NAMED = 3;

type Findings = Pick<AiScoutResponse, 'expiring' | 'useSoon' | 'bestMatches'>;

function pastTheirDate(names: readonly string[]): string | undefined {
  if (names.length === 0) return undefined;
  const list = capitalise(listWords(names));
  return names.length === 1 ? `${list} is past its date.` : `${list} are past their date.`;
}

function aboutExpiring(expiring: Findings['expiring']): string {
  if (expiring.length === 0) return 'Nothing in your pantry is close to its date.';
  const gone = expiring.filter((item) => item.daysLeft <= 0).map((item) => item.name);
  const soon = expiring.filter((item) => item.daysLeft > 0);
  const named = soon.slice(0, ITEMS_NAMED).map((item) => `${item.name} (${item.label})`);
  const more = soon.length - named.length;
  return sentences(
    pastTheirDate(gone),
    named.length > 0
      ? `Use soon: ${listWords(more > 0 ? [...named, `${more} more`] : named)}.`
      : undefined,
  );
}

function aboutCooking({ useSoon, bestMatches }: Findings): string {
  const [best] = bestMatches;
  if (best === undefined) return 'Add a few items to your pantry and I’ll find recipes for them.';
  const cook =
    best.missing.length === 0
      ? `You can make ${best.name} with what you have.`
      : best.missing.length <= MISSING_NAMED
        ? `${best.name} needs only ${listWords(best.missing)}.`
        : `Your best match is ${best.name} (${best.match}%).`;
  const [rescue] = useSoon;
  const saves =
    rescue === undefined || rescue.id === best.id
      ? undefined
      : `${rescue.name} would use up the ${listWords(rescue.uses)}.`;
  return sentences(cook, saves);
}

export function scoutSummary(findings: Findings): string {
  return sentences(aboutExpiring(findings.expiring), aboutCooking(findings));
}
