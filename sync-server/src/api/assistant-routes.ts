/**
 * The assistant's answers over HTTP (spec §7): /api/chef-leo/speak, /api/voice/interruption and
 * /api/voice/command. They run the same code as the device does offline (packages/assistant),
 * over what the server knows of the household's cooking (assistant/cooking-context.ts), so a
 * device that asks the server hears what it would have said itself. Chef Leo's words may be
 * reworded by a configured model (answer-phrasing.ts); the voice handlers' never are, as their
 * replies travel with actions the device takes.
 */
import { Hono } from 'hono';
import { emotionOf, respondToIntent } from '@mise/assistant/commands/command';
import { parseCommand } from '@mise/assistant/commands/intent';
import { handleInterruption } from '@mise/assistant/commands/interruption';
import { commandLanguageHint } from '@mise/assistant/commands/voice-flow';
import { type ChefLeoSpeakResponse, chefLeoSpeakRequestSchema } from '@mise/domain/api/assistant';
import {
  type VoiceCommandResponse,
  type VoiceInterruptionResponse,
  voiceCommandRequestSchema,
  voiceInterruptionRequestSchema,
} from '@mise/domain/api/voice';
import { DEFAULT_VOICE_PROFILE } from '@mise/domain/options';
import type { AnswerPhrasing } from '../assistant/answer-phrasing';
import { chefLeoMessage } from '../assistant/chef-leo-message';
import { householdCookingContext, voiceCommandContext } from '../assistant/cooking-context';
import type { DeviceEnv } from '../auth/require-device';
import { validJson } from '../http/valid-json';
import type { ApiDeps } from './api-deps';

export function chefLeoRoutes(deps: ApiDeps, phrasing: AnswerPhrasing) {
  // Token checks per route: these paths share their prefixes with the speech routes.
  return new Hono<DeviceEnv>().post(
    '/speak',
    deps.requireDevice,
    validJson(chefLeoSpeakRequestSchema),
    async (c) => {
      const message = await chefLeoMessage(
        deps.db,
        phrasing,
        c.var.device.householdId,
        c.req.valid('json'),
        c.req.header('accept-language'),
      );
      c.header('content-language', message.language);
      return c.json({ message: message.text } satisfies ChefLeoSpeakResponse, 200);
    },
  );
}

export function voiceCommandRoutes(deps: ApiDeps) {
  return new Hono<DeviceEnv>()
    .post(
      '/interruption',
      deps.requireDevice,
      validJson(voiceInterruptionRequestSchema),
      async (c) => {
        const { command } = c.req.valid('json');
        const context = await householdCookingContext(deps.db, c.var.device.householdId);
        // The request carries no voice settings: the default profile's emotion answers.
        const { intent, language } = parseCommand(command);
        const answer = handleInterruption(
          intent,
          context,
          language,
          emotionOf(DEFAULT_VOICE_PROFILE),
        );
        return c.json(answer satisfies VoiceInterruptionResponse, 200);
      },
    )
    .post('/command', deps.requireDevice, validJson(voiceCommandRequestSchema), async (c) => {
      const { command, context: asked, voiceSettings } = c.req.valid('json');
      const context = await voiceCommandContext(deps.db, c.var.device.householdId, asked);
      const { intent, language } = parseCommand(
        command,
        commandLanguageHint(voiceSettings.language),
      );
      const answer = respondToIntent(intent, context, {
        language,
        mode: voiceSettings.mode,
        profile: voiceSettings.profile,
      });
      return c.json(answer satisfies VoiceCommandResponse, 200);
    });
}
