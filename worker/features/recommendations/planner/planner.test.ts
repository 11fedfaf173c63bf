import { afterEach, describe, expect, it, vi } from "vitest";
import type { Project } from "#schema/types.ts";
import { chatAnswer, projectInput } from "#worker/test/fixtures.ts";
import { splitBudget, writeBuiltinPlan } from "./builtin";
import { choosePlanner, writePlan } from "./index";
import { openAiPlanner, workersAiPlanner } from "./models";
import { capPlan, MAX_PLAN_CHARS, SYSTEM_PROMPT } from "./prompt";
import { planDraftJsonSchema, readDraft } from "./draft";
import { budgetLines } from "#scripts/evaluation/plan-quality.ts";
import type { Env } from "#worker/platform/env.ts";
import { settings } from "#worker/platform/settings.ts";
import type { PlanInput } from "./types";

const project = (overrides: Partial<Project> = {}): Project => ({ id: 1, ...projectInput(), ...overrides }) as Project;

const input: PlanInput = {
  requirements: "An online store for our pottery studio with shipping rates and gift cards.",
  interests: "e-commerce, React",
  budget: 12_000,
  timeline: 4,
  matches: [project({ technologies: ["React", "Stripe"] }), project({ id: 2, technologies: ["React", "Node.js"] })],
};

afterEach(() => vi.restoreAllMocks());

describe("the built-in planner", () => {
  it("writes every section of the plan format", () => {
    const plan = writeBuiltinPlan(input);
    for (const heading of [
      "Project Summary",
      "Recommended Services",
      "Project Phases",
      "Budget Breakdown",
      "Timeline Breakdown",
      "Suggested Technologies",
      "Next Steps",
    ]) {
      expect(plan).toContain(`## ${heading}`);
    }
    expect(plan).toContain("**$12,000**");
    expect(plan).toContain("**4 months**");
  });

  it.each([2_000, 10_000, 12_345, 150_000])("splits a $%i budget into items that add up to it", (budget) => {
    const lines = budgetLines(writeBuiltinPlan({ ...input, budget }));
    const total = lines.find((l) => l.label === "Total")!.amount;
    expect(total).toBe(budget);
    expect(lines.filter((l) => l.label !== "Total").reduce((sum, l) => sum + l.amount, 0)).toBe(budget);
    expect(lines.every((l) => l.amount > 0)).toBe(true);
  });

  it("quotes a brief written as a list on one line, so its items are no list of the plan's", () => {
    const plan = writeBuiltinPlan({
      ...input,
      requirements: "We would like a proposal for the following:\n- ramada reservations;\n- a volunteer sign-up.",
    });
    const summary = plan.split("## Recommended Services")[0]!;
    expect(summary).toContain(
      'You described: "We would like a proposal for the following: ramada reservations; a volunteer sign-up."',
    );
    expect(summary).not.toMatch(/^- /m);
    // A table read as a list is quoted as a sentence too, without its markers.
    const table = writeBuiltinPlan({
      ...input,
      requirements:
        "Copied from our sheet:\nItem | What we want | Who\nBooking | online booking | Owner\nGifts | gift cards | Sales",
    });
    expect(table).toContain('You described: "Online booking; gift cards"');
    // A sentence read out of a shape starts as a sentence does.
    const pairs = writeBuiltinPlan({
      ...input,
      requirements:
        "NOW: We play phone tag. AFTER: families book a tour online.\nNOW: We mail invoices. AFTER: families pay online.",
    });
    expect(pairs).toContain('You described: "Families book a tour online."');
    // A reply's one-word answer is not what the visitor described.
    const reply = writeBuiltinPlan({
      ...input,
      requirements: "> Do you have a website today?\n\nNo. We sell honey at two markets and want an online shop.",
    });
    expect(reply).toContain('You described: "We sell honey at two markets and want an online shop."');
    // Emoji are punctuation there too.
    const emoji = writeBuiltinPlan({
      ...input,
      requirements: "Hi!! 👋 We're a polka club in Sun City 🪗 Here is our dance card: a website and dues by card 💳",
    });
    expect(emoji).toContain('You described: "We\'re a polka club in Sun City." We read it');
    // Nor is the studio's question the reply quotes, asked with "ya".
    const spanish = writeBuiltinPlan({
      ...input,
      requirements: "> ¿Ya tiene página?\nNo. Vendemos gorditas en Nogales y queremos pedidos en línea.",
    });
    expect(spanish).toContain('Usted describió: "Vendemos gorditas en Nogales y queremos pedidos en línea."');
    // A shopping list's measured lines are its items, quoted as a list's are.
    const groceries = writeBuiltinPlan({
      ...input,
      requirements: "Queremos:\n1 kilo de menú con fotos\n1 paquete de pago con tarjeta",
    });
    expect(groceries).toContain('Usted describió: "Queremos: menú con fotos; pago con tarjeta"');
  });

  it("scales the phases to the timeline", () => {
    const weeks = (plan: string) => Math.max(...[...plan.matchAll(/Weeks? (?:\d+-)?(\d+)/g)].map((m) => Number(m[1])));
    expect(weeks(writeBuiltinPlan({ ...input, timeline: 1 }))).toBeLessThanOrEqual(5);
    expect(weeks(writeBuiltinPlan({ ...input, timeline: 12 }))).toBeGreaterThanOrEqual(50);
  });

  it("suggests the technologies the brief names and its scope needs, never the matched projects' others", () => {
    const plan = writeBuiltinPlan(input);
    const techs = plan.split("## Suggested Technologies")[1]!.split("\n## ")[0]!;
    expect(techs).toContain("- React");
    expect(techs).toContain("- Stripe");
    // Node.js is only a matched project's; Shippo only the second feature of a line about the store.
    expect(techs).not.toContain("- Node.js");
    expect(techs).not.toContain("- Shippo API");
    expect(writeBuiltinPlan(input)).toBe(plan);
  });

  it("plans what the brief asks for in its words: scope, phases, budget lines per group and timeline", () => {
    const plan = writeBuiltinPlan(input);
    const scope = plan.split("## Scope")[1]!.split("\n## ")[0]!;
    expect(scope).toContain(
      "- **An online store for your pottery studio with shipping rates** (product catalogue & shipping rates):",
    );
    expect(scope).toContain("- **Gift cards** (gift cards & discount codes):");
    expect(budgetLines(plan).map((line) => line.label)).toEqual([
      "Discovery & Planning",
      "Storefront & payments",
      "Testing & Launch",
      "Contingency",
      "Total",
    ]);
    expect(plan).toMatch(/^- Weeks \d+-\d+: Gift cards: built and reviewed with you$/m);
    // Another brief, another plan: no generic phases shared line for line.
    const other = writeBuiltinPlan({
      ...input,
      requirements: "Automate onboarding of new hires with PowerShell and Active Directory.",
      interests: "",
    });
    expect(other).toContain("- **Automate onboarding of new hires with PowerShell** (onboarding automation):");
    expect(other).toContain("- **Active Directory** (single sign-on & directory accounts):");
    expect(other).toContain("- Automation & accounts:");
    expect(other).not.toContain("Storefront");
  });

  it("splitBudget keeps whole dollars that sum to the total", () => {
    expect(splitBudget(1001, [1, 1, 1]).reduce((a, b) => a + b)).toBe(1001);
  });
});

describe("choosing a provider", () => {
  /** The plan settings of an environment with these variables (and a SITE_URL, which every one has). */
  const plans = (vars: Partial<Env> = {}) => settings({ SITE_URL: "https://saguaro.example", ...vars } as Env).plans;

  it("uses the built-in planner when nothing is configured", () => {
    expect(choosePlanner(undefined, plans()).name).toBe("builtin");
    expect(choosePlanner(undefined, plans({ PLAN_PROVIDER: "openai" })).name).toBe("builtin");
  });

  it("prefers Workers AI, then an OpenAI-compatible API, under auto", () => {
    const ai = { run: vi.fn() } as unknown as Ai;
    expect(choosePlanner(ai, plans({ OPENAI_API_KEY: "k" })).name).toBe("workers-ai");
    expect(choosePlanner(undefined, plans({ OPENAI_BASE_URL: "http://127.0.0.1:11434/v1" })).name).toBe("openai");
    expect(choosePlanner(ai, plans({ PLAN_PROVIDER: "builtin" })).name).toBe("builtin");
    expect(choosePlanner(undefined, plans({ PLAN_PROVIDER: "something-else", OPENAI_API_KEY: "k" })).name).toBe(
      "openai",
    );
  });
});

/** A valid draft as a model would answer it: a budget that does not add up, a week past the timeline. */
const draft = {
  summary: "An online store with a product catalogue, card payments, shipping rates and gift cards, built in phases.",
  services: ["Web Design", "JavaScript Development"],
  scope: [
    { feature: "Product catalogue", description: "200 products with categories" },
    { feature: "Gift cards", description: "sold and redeemed online" },
  ],
  phases: [
    { name: "Discovery", startWeek: 1, endWeek: 2 },
    { name: "Storefront", startWeek: 3, endWeek: 15 },
    { name: "Launch", startWeek: 16, endWeek: 20 },
  ],
  budget: [
    { label: "Discovery", amount: 1000 },
    { label: "Storefront", amount: 8000 },
    { label: "Launch", amount: 2000 },
    { label: "Total", amount: 11000 },
  ],
  timeline: [
    { startWeek: 1, endWeek: 2, work: "Discovery: content and accounts" },
    { startWeek: 3, endWeek: 15, work: "Storefront: catalogue, payments, shipping and gift cards" },
    { startWeek: 16, endWeek: 20, work: "Launch" },
  ],
  technologies: ["React", "Stripe"],
  nextSteps: ["Book a call", "Receive a proposal"],
};

describe("model providers", () => {
  it("asks an OpenAI-compatible API for a plan as JSON of the draft schema, with the features and similar projects, and renders it", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(chatAnswer(draft));
    const result = await writePlan(
      input,
      openAiPlanner({ apiKey: "sk-test", baseUrl: "http://127.0.0.1:11434/v1/", model: "llama3.1" }),
    );
    expect(result).toMatchObject({ provider: "openai", fallback: false });
    expect(result.text).toContain("## Scope\n- **Product catalogue**: 200 products with categories");
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toBe("http://127.0.0.1:11434/v1/chat/completions");
    expect((init!.headers as Record<string, string>).Authorization).toBe("Bearer sk-test");
    const body = JSON.parse(String(init!.body));
    expect(body.model).toBe("llama3.1");
    expect(body.response_format).toEqual({
      type: "json_schema",
      json_schema: { name: "project_plan", schema: planDraftJsonSchema },
    });
    expect(body.messages[0]).toEqual({ role: "system", content: SYSTEM_PROMPT });
    expect(body.messages[1].content).toContain("Budget: $12000 USD");
    expect(body.messages[1].content).toMatch(
      /Scope lines read from the brief:\n- "An online store for your pottery studio with shipping rates" \(Product catalogue: /,
    );
    expect(body.messages[1].content).toContain('- "Gift cards" (Gift cards & discount codes: ');
    expect(body.messages[1].content).toContain("Language: English.");
    expect(body.messages[1].content).toContain("Similar projects we delivered:");
  });

  it("repairs the model's numbers: budget lines that add up to the budget, weeks within the timeline", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(chatAnswer(draft));
    const { text } = await writePlan(input, openAiPlanner({ apiKey: "k" }));
    const lines = budgetLines(text);
    expect(lines.map((line) => line.label)).toEqual(["Discovery", "Storefront", "Launch", "Total"]);
    expect(lines.filter((line) => line.label !== "Total").reduce((sum, line) => sum + line.amount, 0)).toBe(
      input.budget,
    );
    expect(lines.at(-1)!.amount).toBe(input.budget);
    const weeks = [...text.matchAll(/\bWeeks? (?:\d+-)?(\d+)/g)].map((m) => Number(m[1]));
    expect(Math.max(...weeks)).toBeLessThanOrEqual(Math.floor(input.timeline * 4.33));
  });

  it("asks once more after an invalid answer, and uses the second", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(chatAnswer("## Project Summary\nPlain text, not the JSON asked for."))
      .mockResolvedValueOnce(chatAnswer({ ...draft, technologies: ["Astro"] }));
    const result = await writePlan(input, openAiPlanner({ apiKey: "k" }));
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(result).toMatchObject({ provider: "openai", fallback: false });
    expect(result.text).toContain("- Astro");
  });

  it("falls back to the built-in planner after two invalid answers", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(chatAnswer({ ...draft, budget: "about ten thousand" }))
      .mockResolvedValueOnce(chatAnswer({ ...draft, phases: [], extra: true }));
    const result = await writePlan(input, openAiPlanner({ apiKey: "k" }));
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(result).toEqual({ text: writeBuiltinPlan(input), provider: "builtin", fallback: true });
  });

  it("falls back to the built-in planner when the API fails, and says so", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("overloaded", { status: 503 }));
    const result = await writePlan(input, openAiPlanner({ apiKey: "k" }));
    expect(result.fallback).toBe(true);
    expect(result.provider).toBe("builtin");
    expect(result.text).toBe(writeBuiltinPlan(input));
  });

  it("reads a draft wrapped in a code fence, and refuses one with unknown fields", () => {
    expect(readDraft(`\`\`\`json\n${JSON.stringify(draft)}\n\`\`\``)).toBeDefined();
    expect(readDraft({ ...draft, html: "<script>" })).toBeUndefined();
    expect(readDraft("not json")).toBeUndefined();
  });

  it("falls back when the model is too slow", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch").mockImplementation(
      (_url, init) =>
        new Promise((_, reject) => init!.signal!.addEventListener("abort", () => reject(new Error("aborted")))),
    );
    const result = await writePlan(input, openAiPlanner({ apiKey: "k" }), 50);
    expect(result).toMatchObject({ provider: "builtin", fallback: true });
  });

  it("uses the Workers AI binding in JSON mode, and falls back when it answers nothing", async () => {
    const run = vi.fn().mockResolvedValue({ response: draft });
    const ok = await writePlan(input, workersAiPlanner({ run } as unknown as Ai));
    expect(ok).toMatchObject({ provider: "workers-ai", fallback: false });
    expect(ok.text).toContain("- **Gift cards**: sold and redeemed online");
    expect(run.mock.calls[0]![1].messages[0].content).toBe(SYSTEM_PROMPT);
    expect(run.mock.calls[0]![1].response_format).toEqual({ type: "json_schema", json_schema: planDraftJsonSchema });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const empty = await writePlan(input, workersAiPlanner({ run: vi.fn().mockResolvedValue({}) } as unknown as Ai));
    expect(empty.fallback).toBe(true);
  });

  it("caps a model's answer at a line break", () => {
    const long = Array.from({ length: 400 }, (_, i) => `- line ${i} ${"x".repeat(20)}`).join("\n");
    const capped = capPlan(long);
    expect(capped.length).toBeLessThanOrEqual(MAX_PLAN_CHARS);
    expect(long.startsWith(capped)).toBe(true);
    expect(capped.endsWith("x")).toBe(true);
  });
});
