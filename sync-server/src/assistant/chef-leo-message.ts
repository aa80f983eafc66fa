/**
 * Chef Leo's reply over HTTP (/api/chef-leo/speak and /api/ai/chef-leo/respond): the built-in
 * answer of @mise/assistant over the household's cooking in progress, reworded by the
 * configured model when it manages within the rules (answer-phrasing.ts).
 */
import { chefLeoReply } from '@mise/assistant/cooking/chef-leo';
import { stepOf } from '@mise/assistant/cooking/current-step';
import type { ChefLeoSpeakRequest } from '@mise/domain/api/assistant';
import type { Database } from '../storage/database';
import { type AnswerPhrasing, type PhrasedAnswer, requestedVoice } from './answer-phrasing';
import { householdCookingContext } from './cooking-context';

export async function chefLeoMessage(
  db: Database,
  phrasing: AnswerPhrasing,
  householdId: string,
  request: ChefLeoSpeakRequest,
  /** The request's Accept-Language: the language the model may answer in. */
  acceptLanguage: string | undefined,
): Promise<PhrasedAnswer> {
  const cooking = await householdCookingContext(db, householdId, {
    ...(request.currentStep === undefined ? {} : { currentStep: request.currentStep }),
  });
  return phrasing.phrase({
    answer: chefLeoReply(request, cooking),
    step: stepOf(cooking)?.instruction ?? (request.context.trim() || undefined),
    question: request.userInput.trim() || undefined,
    skillLevel: cooking.skillLevel,
    ...requestedVoice(acceptLanguage),
  });
}
