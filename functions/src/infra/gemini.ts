// The AI judge's model port and its Gemini adapter (@google/genai, docs/product.md#ai-judge). The port
// returns the raw answer text; parsing and validation belong to domain/judge.ts. The base URL can be
// pointed at a local fake (tests, GEMINI_BASE_URL) so nothing but production reaches the internet.
import type { Schema, Type } from '@google/genai';
import { defineSecret, defineString } from 'firebase-functions/params';
import { AI_SCORE_MAX, AI_SCORE_MIN, LIMITS } from '../domain/constants';
import type { JudgePrompt } from '../domain/judge';

export const DEFAULT_GEMINI_MODEL = 'gemini-2.5-flash';
export const GEMINI_API_KEY = defineSecret('GEMINI_API_KEY');
export const GEMINI_MODEL = defineString('GEMINI_MODEL', {
  default: DEFAULT_GEMINI_MODEL,
  description: 'Gemini model the AI judge asks',
});

/** Asks a model to judge one prompt and answers its raw JSON text (unvalidated). */
export interface JudgeModel {
  readonly name: string;
  judge(prompt: JudgePrompt): Promise<string>;
}

/** A failed call. `status` is the HTTP status when the server answered (null: network or timeout). */
export class JudgeModelError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'JudgeModelError';
  }

  /** 429, 5xx and transport failures are worth another attempt; other 4xx are not. */
  get retryable(): boolean {
    return this.status === null || this.status === 429 || this.status >= 500;
  }
}

/** The answer shape asked of Gemini (structured output); zod checks it again on arrival. */
function judgeResponseSchema(types: typeof Type): Schema {
  return {
    type: types.OBJECT,
    properties: {
      innovationScore: { type: types.NUMBER, minimum: 1, maximum: 10, description: 'Innovation, one decimal' },
      utilityScore: { type: types.NUMBER, minimum: 1, maximum: 10, description: 'Utility, one decimal' },
      aiScore: {
        type: types.NUMBER,
        minimum: AI_SCORE_MIN,
        maximum: AI_SCORE_MAX,
        description: 'Overall, one decimal',
      },
      reviewText: {
        type: types.STRING,
        minLength: String(LIMITS.reviewTextMin),
        maxLength: String(LIMITS.reviewTextMax),
        description: '2 to 4 sentences to the builder',
      },
    },
    required: ['innovationScore', 'utilityScore', 'aiScore', 'reviewText'],
    propertyOrdering: ['innovationScore', 'utilityScore', 'aiScore', 'reviewText'],
  };
}

export interface GeminiJudgeOptions {
  apiKey: string;
  model?: string;
  /** e.g. http://127.0.0.1:PORT for the fake server; default: Google's endpoint. */
  baseUrl?: string;
  /** Per request; the job retries on its own, so the SDK's retries stay off. */
  timeoutMs?: number;
  temperature?: number;
}

export function createGeminiJudgeModel({
  apiKey,
  model = DEFAULT_GEMINI_MODEL,
  baseUrl,
  timeoutMs = 45_000,
  temperature = 0.2,
}: GeminiJudgeOptions): JudgeModel {
  // The SDK loads with the first judgement, not with every cold start of the functions.
  const connect = async () => {
    const sdk = await import('@google/genai');
    const httpOptions = { ...(baseUrl ? { baseUrl } : {}), timeout: timeoutMs };
    return { sdk, ai: new sdk.GoogleGenAI({ apiKey, vertexai: false, httpOptions }) };
  };
  let client: ReturnType<typeof connect> | undefined;
  return {
    name: model,
    async judge(prompt) {
      const { sdk, ai } = await (client ??= connect());
      try {
        const response = await ai.models.generateContent({
          model,
          contents: prompt.contents,
          config: {
            systemInstruction: prompt.systemInstruction,
            responseMimeType: 'application/json',
            responseSchema: judgeResponseSchema(sdk.Type),
            temperature,
          },
        });
        // No text (e.g. a blocked answer) is a malformed answer for the caller, not a transport error.
        return response.text ?? '';
      } catch (error) {
        if (error instanceof sdk.ApiError) throw new JudgeModelError(`Gemini answered ${error.status}`, error.status);
        throw new JudgeModelError(`Gemini request failed: ${(error as Error)?.message ?? String(error)}`, null);
      }
    },
  };
}

/** The model for scripts: GEMINI_API_KEY, GEMINI_MODEL and GEMINI_BASE_URL from the environment; null without a key. */
export function judgeModelFromEnv(env: NodeJS.ProcessEnv = process.env): JudgeModel | null {
  const apiKey = env.GEMINI_API_KEY?.trim();
  if (!apiKey) return null;
  return createGeminiJudgeModel({
    apiKey,
    model: env.GEMINI_MODEL?.trim() || DEFAULT_GEMINI_MODEL,
    baseUrl: env.GEMINI_BASE_URL?.trim() || undefined,
  });
}
