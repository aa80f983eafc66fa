import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('server configuration', () => {
  it('defaults to port 8787 and embedded storage in ./data', () => {
    const env = readEnv({});
    expect(env.port).toBe(8787);
    expect(env.dataDir).toBe(path.resolve('data'));
    expect(env.databaseUrl).toBeUndefined();
    expect(env.webDist.endsWith(path.join('web', 'dist'))).toBe(true);
  });

  it('reads PORT, DATA_DIR and DATABASE_URL, treating empty values as unset', () => {
    const env = readEnv({
      PORT: '9000',
      DATA_DIR: '/tmp/mise',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      LOG_LEVEL: '',
    });
    expect(env).toMatchObject({
      port: 9000,
      dataDir: '/tmp/mise',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      logLevel: 'info',
    });
  });

  it('refuses a bad port or a non-PostgreSQL DATABASE_URL with a readable message', () => {
    expect(() => readEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readEnv({ DATABASE_URL: 'mysql://localhost/db' })).toThrow(
      /DATABASE_URL must be a postgres:\/\/ URL/,
    );
  });

  it('keeps the recipe importer off loopback unless RECIPE_IMPORT_ALLOW_LOOPBACK says so', () => {
    expect(readEnv({}).recipeImportAllowLoopback).toBe(false);
    expect(readEnv({ RECIPE_IMPORT_ALLOW_LOOPBACK: '' }).recipeImportAllowLoopback).toBe(false);
    expect(readEnv({ RECIPE_IMPORT_ALLOW_LOOPBACK: '0' }).recipeImportAllowLoopback).toBe(false);
    expect(readEnv({ RECIPE_IMPORT_ALLOW_LOOPBACK: '1' }).recipeImportAllowLoopback).toBe(true);
    expect(() => readEnv({ RECIPE_IMPORT_ALLOW_LOOPBACK: 'yes' })).toThrow(
      /RECIPE_IMPORT_ALLOW_LOOPBACK must be 1 or 0/,
    );
  });

  it('allows 30 sign-ins a minute per address unless AUTH_SIGNINS_PER_MINUTE says otherwise', () => {
    expect(readEnv({}).authSigninsPerMinute).toBe(30);
    expect(readEnv({ AUTH_SIGNINS_PER_MINUTE: '600' }).authSigninsPerMinute).toBe(600);
    expect(() => readEnv({ AUTH_SIGNINS_PER_MINUTE: '0' })).toThrow(/must be at least 1/);
    expect(() => readEnv({ AUTH_SIGNINS_PER_MINUTE: 'lots' })).toThrow(/must be a whole number/);
  });

  it('allows 10 invite-code tries a minute per address unless INVITE_TRIES_PER_MINUTE says otherwise', () => {
    expect(readEnv({}).inviteTriesPerMinute).toBe(10);
    expect(readEnv({ INVITE_TRIES_PER_MINUTE: '600' }).inviteTriesPerMinute).toBe(600);
    expect(() => readEnv({ INVITE_TRIES_PER_MINUTE: '0' })).toThrow(/must be at least 1/);
  });

  it('reads AUTH_SECRET, refusing one shorter than 32 characters', () => {
    expect(readEnv({}).authSecret).toBeUndefined();
    expect(readEnv({ AUTH_SECRET: 'x'.repeat(32) }).authSecret).toBe('x'.repeat(32));
    expect(() => readEnv({ AUTH_SECRET: 'short' })).toThrow(
      /AUTH_SECRET must be at least 32 characters/,
    );
  });

  it('reads the optional AI endpoint, which needs a base URL and a model together', () => {
    expect(readEnv({}).ai).toBeUndefined();
    expect(
      readEnv({ AI_BASE_URL: 'http://127.0.0.1:11434/v1/', AI_MODEL: 'llama3.2', AI_API_KEY: '' })
        .ai,
    ).toEqual({ baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.2', apiKey: undefined });
    expect(
      readEnv({ AI_BASE_URL: 'https://api.example.test/v1', AI_MODEL: 'm', AI_API_KEY: 'k' }).ai
        ?.apiKey,
    ).toBe('k');
    expect(() => readEnv({ AI_BASE_URL: 'ftp://host/v1', AI_MODEL: 'm' })).toThrow(
      /AI_BASE_URL must be an http/,
    );
    expect(() => readEnv({ AI_MODEL: 'm' })).toThrow(
      /AI_BASE_URL and AI_MODEL must be set together/,
    );
    expect(() => readEnv({ AI_BASE_URL: 'http://127.0.0.1:8080/v1' })).toThrow(
      /must be set together/,
    );
  });

  it('transcribes speech at the AI endpoint with AI_TRANSCRIBE_MODEL, whisper-1 by default', () => {
    expect(readEnv({}).transcription).toBeUndefined();
    const endpoint = { AI_BASE_URL: 'http://127.0.0.1:8000/v1', AI_MODEL: 'm', AI_API_KEY: 'k' };
    expect(readEnv(endpoint).transcription).toEqual({
      baseUrl: 'http://127.0.0.1:8000/v1',
      model: 'whisper-1',
      apiKey: 'k',
    });
    expect(
      readEnv({ ...endpoint, AI_TRANSCRIBE_MODEL: 'Systran/faster-whisper-small' }).transcription
        ?.model,
    ).toBe('Systran/faster-whisper-small');
    expect(() => readEnv({ AI_TRANSCRIBE_MODEL: 'whisper-1' })).toThrow(
      /AI_TRANSCRIBE_MODEL needs AI_BASE_URL/,
    );
  });
});
