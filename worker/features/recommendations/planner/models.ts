import { planDraftJsonSchema } from "./draft";
import { SYSTEM_PROMPT, userPrompt } from "./prompt";
import type { PlanProvider } from "./types";

export type OpenAiConfig = { apiKey?: string; baseUrl?: string; model?: string };

/**
 * Any OpenAI-compatible chat-completions API: OpenAI itself, or a local llama.cpp / Ollama server
 * (`OPENAI_BASE_URL=http://localhost:11434/v1`, where a key may be any text).
 */
export function openAiPlanner(config: OpenAiConfig): PlanProvider {
  const baseUrl = (config.baseUrl || "https://api.openai.com/v1").replace(/\/+$/, "");
  return {
    name: "openai",
    async generate(input, signal) {
      const response = await fetch(`${baseUrl}/chat/completions`, {
        method: "POST",
        signal,
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${config.apiKey ?? ""}` },
        body: JSON.stringify({
          model: config.model || "gpt-4o-mini",
          temperature: 0.4,
          max_tokens: 1500,
          response_format: { type: "json_schema", json_schema: { name: "project_plan", schema: planDraftJsonSchema } },
          messages: [
            { role: "system", content: SYSTEM_PROMPT },
            { role: "user", content: userPrompt(input) },
          ],
        }),
      });
      if (!response.ok) throw new Error(`chat completions answered ${response.status}${await errorCode(response)}`);
      const body = (await response.json()) as { choices?: { message?: { content?: unknown; refusal?: unknown } }[] };
      const message = body.choices?.[0]?.message;
      // Structured outputs answer a refusal in a field of its own, with no content.
      if (typeof message?.refusal === "string" && message.refusal.trim()) throw new Error("chat completions refused");
      const text = message?.content;
      if (typeof text !== "string" || !text.trim()) throw new Error("chat completions returned no text");
      return text; // JSON, checked by the caller
    },
  };
}

/**
 * The code of an OpenAI-style error answer (" (rate_limit_exceeded)"), to name the failure in the log.
 * Never its message, which may quote part of the key.
 */
async function errorCode(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { code?: unknown; type?: unknown } } | null;
    const code = body?.error?.code ?? body?.error?.type;
    return typeof code === "string" && /^[\w.-]{1,64}$/.test(code) ? ` (${code})` : "";
  } catch {
    return "";
  }
}

export const WORKERS_AI_MODEL = "@cf/meta/llama-3.1-8b-instruct";

/** Cloudflare Workers AI through the AI binding. */
export function workersAiPlanner(ai: Ai, model = WORKERS_AI_MODEL): PlanProvider {
  return {
    name: "workers-ai",
    async generate(input, signal) {
      const run = ai.run(
        model as Parameters<Ai["run"]>[0],
        {
          messages: [
            { role: "system", content: SYSTEM_PROMPT },
            { role: "user", content: userPrompt(input) },
          ],
          max_tokens: 1500,
          response_format: { type: "json_schema", json_schema: planDraftJsonSchema },
        } as never,
      ) as Promise<{ response?: unknown }>;
      const aborted = new Promise<never>((_, reject) =>
        signal.addEventListener("abort", () => reject(new Error("Workers AI timed out")), { once: true }),
      );
      const result = await Promise.race([run, aborted]);
      // JSON mode answers an object; some models answer its text.
      const answer = result?.response;
      if (answer === undefined || answer === null || (typeof answer === "string" && !answer.trim()))
        throw new Error("Workers AI returned nothing");
      return answer;
    },
  };
}
