import { describe, expect, it } from "vitest";
import { seedPortfolio } from "#scripts/evaluation/match-queries.ts";
import { budgetNotes, writeBuiltinPlan } from "./builtin";
import { readBrief } from "./brief";
import { featureCatalogue, usualRange } from "./features";
import { labelledBriefs } from "#scripts/evaluation/plan-briefs.ts";
import { planQuality, plansFor } from "#scripts/evaluation/plan-quality.ts";

/** The features of every scope line the brief is read into, each once. */
const ids = (requirements: string, interests = "") => [
  ...new Set(readBrief(requirements, interests).lines.flatMap((line) => line.features.map((feature) => feature.id))),
];

describe("reading a brief into features", () => {
  it("finds the features a brief names, in its own words", () => {
    expect(ids("An online store with 200 products, card payments, shipping rates and gift cards")).toEqual(
      expect.arrayContaining(["catalogue", "payments", "shipping", "gift-cards"]),
    );
    expect(ids("Patients book appointments online and get SMS reminders; intake forms before the visit")).toEqual(
      expect.arrayContaining(["booking", "reminders", "forms"]),
    );
    expect(ids("Our site is SLOW, we want Nginx caching and a CDN with TLS")).toEqual(
      expect.arrayContaining(["performance", "cdn-tls"]),
    );
    expect(ids("Set up Active Directory accounts for new hires with PowerShell")).toEqual(
      expect.arrayContaining(["onboarding", "sso"]),
    );
    expect(ids("Un sitio bilingüe en inglés y español", "spanish")).toContain("multilingual");
  });

  it("reads a request's verbs in their everyday forms, in either language", () => {
    expect(ids("We want owners to book walks online")).toEqual(["booking"]);
    expect(ids("Customers should schedule a pickup online")).toEqual(["booking"]);
    expect(ids("The system should remind them before each service")).toEqual(["reminders"]);
    expect(ids("New customers should be able to ask for a quote")).toEqual(["forms"]);
    expect(ids("Upload each inspection report for the customer")).toEqual(["documents"]);
    expect(ids("Queremos que la página cargue rápido")).toContain("performance");
    expect(ids("Queremos que el cliente agende su visita")).toEqual(["booking"]);
    // (A list's item may drop the article: "Mensaje un día antes" is a reminder as "un mensaje un día antes" is.)
    expect(ids("Mensaje un día antes con la hora en que llega el camión")).toEqual(["reminders"]);
    // A day or a date held is a booking, and one screen to see it all a dashboard.
    expect(ids("Queremos que el vecino aparte un día para la recolección")).toEqual(["booking"]);
    expect(ids("Que la gente aparte la fecha de su fiesta")).toEqual(["booking"]);
    expect(ids("Que la directora vea en una sola pantalla cuáles pedidos ya se entregaron")).toContain("dashboard");
    expect(ids("Queremos que salgamos en Google")).toEqual(["seo"]);
    expect(ids("Queremos dar de alta a los nuevos con un solo paso")).toContain("onboarding");
    expect(ids("Queremos un plan de tres años")).toEqual(["roadmap"]);
    expect(ids("Take the $40 adoption fee for each pair by card")).toEqual(["payments"]);
    expect(ids("A text to the family when their pet's ashes are ready to pick up")).toEqual(["reminders"]);
    expect(ids("An email to everyone registered a week before")).toEqual(["reminders"]);
    expect(ids("It takes the recording and renewal fees by card")).toEqual(["payments"]);
    // (Paying some of it, or at some time, by card is paying by card; boxes that need to ship are shipped.)
    expect(ids("Customers pay half up front by card")).toEqual(["payments"]);
    expect(ids("The boxes need to ship insured")).toEqual(["shipping"]);
    // (An email at a set time after, or every so often, is a reminder.)
    expect(ids("An email every 6 months to change the bags and filters")).toEqual(["reminders"]);
    expect(ids("An email 1 week after it arrives to ask how it is doing")).toEqual(["reminders"]);
    // (Square feet are no Square payments, and equipment coming over the house by crane moves no records.)
    expect(ids("A rough price from the square footage and the roof pitch")).not.toContain("payments");
    expect(ids("The equipment has to come over the house by crane")).not.toContain("data-migration");
    expect(ids("Our old posts have to come over to the new site")).toContain("data-migration");
    // (Videos or routes "de entrenamiento" are a sport's, not staff training.)
    expect(ids("Mostrar las clínicas con videos de entrenamiento que yo subo")).not.toContain("training");
    expect(ids("Queremos que la gente pida en línea para recoger")).toEqual(["checkout"]);
    expect(ids("We want a menu page our manager can update herself")).toContain("cms");
    for (const brief of [
      "Un menú con fotos y precios que mi hija pueda cambiar",
      "Una lista de precios que las muchachas puedan editar",
      "Un calendario que podamos actualizar",
    ])
      expect(ids(brief)).toContain("cms");
    expect(ids("We need new drivers' accounts ready the day they start")).toEqual(["onboarding"]);
  });

  it("does not read features into words that only look alike", () => {
    expect(ids("Our platform needs a fresh look")).not.toContain("forms");
    expect(ids("We follow a tight schedule for launch")).not.toContain("booking");
    expect(ids("Facebook page and a new website")).not.toContain("booking");
    expect(ids("Guests add a spa visit when they book")).not.toContain("booking");
    // An inspection certificate is no TLS certificate, copper ("cobre") no charge, leather goods no blog.
    expect(ids("Managers should get an email before a certificate expires")).not.toContain("cdn-tls");
    expect(ids("Queremos una página con el precio del cobre")).not.toContain("payments");
    expect(ids("Queremos vender artículos de piel en línea")).not.toContain("cms");
  });

  it("gives a brief that names no feature a sensible scope", () => {
    expect(ids("Hello, can you help us?")).toEqual(["website", "cms"]);
    expect(ids("Can you help us decide what to do next?")).toEqual(["audit", "roadmap"]);
  });

  it("every catalogue entry is complete: a range low to high, services and technologies", () => {
    expect(new Set(featureCatalogue.map((feature) => feature.id)).size).toBe(featureCatalogue.length);
    for (const feature of featureCatalogue) {
      expect(feature.cost[0], feature.id).toBeLessThanOrEqual(feature.cost[1]);
      expect(feature.weeks[0], feature.id).toBeLessThanOrEqual(feature.weeks[1]);
      expect(feature.services.length, feature.id).toBeGreaterThan(0);
      expect(feature.technologies.length, feature.id).toBeGreaterThan(0);
    }
  });
});

describe("the budget and timeline notes", () => {
  const shop = readBrief("Product catalogue, card payments, shipping rates and gift cards");
  const usual = usualRange(shop.lines);

  it("reads the shop's four lines", () => {
    expect(shop.lines.map((line) => line.features.map((feature) => feature.id))).toEqual([
      ["catalogue"],
      ["payments"],
      ["shipping"],
      ["gift-cards"],
    ]);
  });

  it("says when the budget is below what the scope usually costs, with the range and what to start with", () => {
    const [note] = budgetNotes(shop, 3000, 4);
    expect(note).toContain("**Budget note:**");
    expect(note).toContain(`$${usual.cost[0].toLocaleString("en-US")}-$${usual.cost[1].toLocaleString("en-US")}`);
    expect(note).toMatch(/We would start with product catalogue.* and add .* in a second phase\./);
  });

  it("says when it is far above, a little above, or within", () => {
    expect(budgetNotes(shop, usual.cost[1] * 3, 4)[0]).toMatch(/well above/);
    expect(budgetNotes(shop, usual.cost[1] + 500, 4)[0]).toMatch(/covers it with room/);
    expect(budgetNotes(shop, usual.cost[0] + 500, 4)[0]).toMatch(/is within what they take/);
  });

  it("says when the timeline is shorter than the scope usually takes", () => {
    const notes = budgetNotes(shop, usual.cost[0], 1);
    expect(
      notes.some(
        (note) => note.startsWith("**Timeline note:**") && note.includes(`${usual.weeks[0]}-${usual.weeks[1]} weeks`),
      ),
    ).toBe(true);
    expect(budgetNotes(shop, usual.cost[0], 6).some((note) => note.startsWith("**Timeline note:**"))).toBe(false);
  });
});

describe("plan quality on the labelled briefs (the plan benchmark's targets)", () => {
  const quality = planQuality(labelledBriefs, plansFor(labelledBriefs, writeBuiltinPlan));

  it("has at least 20 briefs, each labelled with two features or more", () => {
    expect(quality.briefs).toBeGreaterThanOrEqual(20);
    for (const brief of labelledBriefs) expect(brief.features.length).toBeGreaterThanOrEqual(2);
  });

  it("names two or more of each brief's features outside the quoted brief, sums every budget, ends every timeline in time", () => {
    expect(quality.scores.filter((score) => score.named.length < 2).map((score) => score.brief)).toEqual([]);
    expect(quality.budgetSums).toBe(1);
    expect(quality.withinTimeline).toBe(1);
  });

  it("writes a distinct plan for each: no two share more than half their lines", () => {
    expect(quality.worstOverlap).toBeLessThanOrEqual(0.5);
    expect(quality.distinct).toBe(1);
  });

  it("would notice the old planner's one plan for every brief", () => {
    const same = labelledBriefs.map(() => writeBuiltinPlan({ ...labelledBriefs[0]!, matches: [] }));
    expect(planQuality(labelledBriefs, same).distinct).toBe(0);
  });
});

describe("grounded in the studio's own work", () => {
  it("says what the comparable projects that record it cost and took, without naming them", () => {
    const [shop, clinic, blank] = seedPortfolio();
    const plan = writeBuiltinPlan({
      ...labelledBriefs[0]!,
      matches: [shop!, clinic!, { ...blank!, budgetMin: null, budgetMax: null, durationWeeks: null }],
    });
    const low = Math.min(shop!.budgetMin!, clinic!.budgetMin!);
    const high = Math.max(shop!.budgetMax!, clinic!.budgetMax!);
    expect(plan).toContain(
      `The 2 comparable projects we delivered cost $${low.toLocaleString("en-US")}-$${high.toLocaleString("en-US")} and took`,
    );
    const none = writeBuiltinPlan({
      ...labelledBriefs[0]!,
      matches: [{ ...blank!, budgetMin: null, budgetMax: null, durationWeeks: null }],
    });
    expect(none).not.toContain("comparable project");
  });
});
