/**
 * The held-out sets are judged by the benchmark (`npm run bench`), never by a test the planner must
 * pass: a test that held the planner to them would make them a tuning set. Here: the sets are well
 * formed, and the measures notice what they are meant to notice.
 */
import { describe, expect, it } from "vitest";
import { seedProjects } from "#schema/seed/projects.ts";
import { createMatcher } from "#worker/features/recommendations/matching/index.ts";
import { fold } from "#worker/features/recommendations/planner/features.ts";
import { heldOutBriefs, type HeldOutBrief } from "./held-out-briefs";
import { heldOutQueries } from "./held-out-queries";
import { labelledQueries, seedPortfolio } from "./match-queries";
import { matchQuality } from "./match-quality";
import { heldOutQuality } from "./plan-quality";
import { finalBriefs } from "./final-briefs";
import { finalQueries } from "./final-queries";
import { fifthBriefs } from "./fifth-briefs";
import { fifthQueries } from "./fifth-queries";
import { freshBriefs } from "./fresh-briefs";
import { freshQueries } from "./fresh-queries";
import { sixthBriefs } from "./sixth-briefs";
import { sixthQueries } from "./sixth-queries";
import { seventhBriefs } from "./seventh-briefs";
import { seventhQueries } from "./seventh-queries";
import { eighthBriefs } from "./eighth-briefs";
import { eighthQueries } from "./eighth-queries";
import { ninthBriefs } from "./ninth-briefs";
import { ninthQueries } from "./ninth-queries";
import { tenthBriefs } from "./tenth-briefs";
import { tenthQueries } from "./tenth-queries";
import { eleventhBriefs } from "./eleventh-briefs";
import { eleventhQueries } from "./eleventh-queries";
import { twelfthBriefs } from "./twelfth-briefs";
import { twelfthQueries } from "./twelfth-queries";
import { thirteenthBriefs } from "./thirteenth-briefs";
import { thirteenthQueries } from "./thirteenth-queries";
import { fourteenthBriefs } from "./fourteenth-briefs";
import { fourteenthQueries } from "./fourteenth-queries";
import { fifteenthBriefs } from "./fifteenth-briefs";
import { fifteenthQueries } from "./fifteenth-queries";
import { sixteenthBriefs } from "./sixteenth-briefs";
import { sixteenthQueries } from "./sixteenth-queries";
import { seventeenthBriefs } from "./seventeenth-briefs";
import { seventeenthQueries } from "./seventeenth-queries";
import { unseenBriefs } from "./unseen-briefs";
import { unseenQueries } from "./unseen-queries";

describe("the held-out sets", () => {
  it.each([
    ["held-out", heldOutBriefs],
    ["unseen", unseenBriefs],
    ["final", finalBriefs],
    ["fresh", freshBriefs],
    ["fifth", fifthBriefs],
    ["sixth", sixthBriefs],
    ["seventh", seventhBriefs],
    ["eighth", eighthBriefs],
    ["ninth", ninthBriefs],
    ["tenth", tenthBriefs],
    ["eleventh", eleventhBriefs],
    ["twelfth", twelfthBriefs],
    ["thirteenth", thirteenthBriefs],
    ["fourteenth", fourteenthBriefs],
    ["fifteenth", fifteenthBriefs],
    ["sixteenth", sixteenthBriefs],
    ["seventeenth", seventeenthBriefs],
  ] as const)("%s briefs: 20 or more, some in Spanish, each capability's terms in its own brief", (_, briefs) => {
    expect(briefs.length).toBeGreaterThanOrEqual(20);
    expect(briefs.filter((brief) => brief.language === "es").length).toBeGreaterThanOrEqual(5);
    for (const brief of briefs) {
      expect(brief.usualCost[0], brief.requirements).toBeLessThan(brief.usualCost[1]);
      for (const capability of brief.capabilities)
        expect(capability.terms.test(fold(`${brief.requirements} ${brief.interests}`)), capability.label).toBe(true);
    }
  });

  it.each([
    ["held-out", heldOutQueries],
    ["unseen", unseenQueries],
    ["final", finalQueries],
    ["fresh", freshQueries],
    ["fifth", fifthQueries],
    ["sixth", sixthQueries],
    ["seventh", seventhQueries],
    ["eighth", eighthQueries],
    ["ninth", ninthQueries],
    ["tenth", tenthQueries],
    ["eleventh", eleventhQueries],
    ["twelfth", twelfthQueries],
    ["thirteenth", thirteenthQueries],
    ["fourteenth", fourteenthQueries],
    ["fifteenth", fifteenthQueries],
    ["sixteenth", sixteenthQueries],
    ["seventeenth", seventeenthQueries],
  ] as const)("%s queries: 30 or more, new, each expecting projects that exist", (_, queries) => {
    expect(queries.length).toBeGreaterThanOrEqual(30);
    const slugs = new Set(seedProjects.map((project) => project.slug));
    const earlier = queries === heldOutQueries ? labelledQueries : [...labelledQueries, ...heldOutQueries];
    const first = new Set(earlier.map((query) => query.requirements));
    for (const query of queries) {
      expect(query.expected.length, query.requirements).toBeGreaterThan(0);
      for (const slug of query.expected) expect(slugs.has(slug), slug).toBe(true);
      expect(first.has(query.requirements)).toBe(false);
    }
  });
});

describe("the held-out measures notice a bad plan", () => {
  const brief: HeldOutBrief = {
    language: "es",
    requirements: "Una tienda con catálogo y pagos con tarjeta, conectada a QuickBooks",
    interests: "",
    budget: 10_000,
    timeline: 3,
    capabilities: [
      { label: "Catálogo", terms: /catalogo/, feature: "catalogue" },
      { label: "Pagos con tarjeta", terms: /pagos?/, feature: "payments" },
    ],
    usualCost: [6_000, 18_000],
  };
  const good = [
    "## Resumen del proyecto",
    'Usted describió: "Una tienda" Proyectos con este alcance suelen costar $8,000-$16,000.',
    "## Alcance",
    "- **Catálogo de productos**: páginas",
    "- **Pagos con tarjeta**: Stripe",
    "## Desglose del presupuesto",
    "- Construcción: $9,000",
    "- Imprevistos: $1,000",
    "- Total: $10,000",
    "## Calendario",
    "- Semanas 1-12: construcción",
    "## Tecnologías sugeridas",
    "- React",
    "- Stripe",
    "- QuickBooks",
  ].join("\n");

  it("a plan that keeps every capability, in Spanish, with tied technologies and a plausible range passes", () => {
    const [score] = heldOutQuality([brief], [good]).scores;
    expect(score).toMatchObject({
      missed: [],
      extraLines: [],
      budgetSums: true,
      unrelatedTechnologies: [],
      unservingTechnologies: [],
      plausibleCost: true,
      inLanguage: true,
      lastWeek: 12,
    });
  });

  it("a dropped capability, an added line, a stray technology, an English heading and a wrong range fail", () => {
    const bad = good
      .replace("- **Pagos con tarjeta**: Stripe", "- **Active Directory**: cuentas")
      .replace("- QuickBooks", "- Active Directory")
      .replace("## Resumen del proyecto", "## Project Summary")
      .replace("$8,000-$16,000", "$40,000-$90,000")
      .replace("- Total: $10,000", "- Total: $11,000")
      .replace("Semanas 1-12", "Semanas 1-20");
    const quality = heldOutQuality([brief], [bad]);
    expect(quality.scores[0]).toMatchObject({
      missed: ["Pagos con tarjeta"],
      extraLines: ["- **active directory**: cuentas"],
      budgetSums: false,
      unrelatedTechnologies: ["Active Directory"],
      unservingTechnologies: ["Active Directory"],
      plausibleCost: false,
      inLanguage: false,
    });
    expect(quality.capabilitiesNamed).toBe(0.5);
    expect(quality.withinTimeline).toBe(0);
  });

  it("a technology of a feature that explains an asked line serves it, though the labeller chose another", () => {
    const plan = good
      .replace(
        "- **Pagos con tarjeta**: Stripe",
        "- **Pagos con tarjeta** (pagos con tarjeta & tarjetas de regalo y descuentos): Stripe",
      )
      .replace("- QuickBooks", "- Shippo API");
    const [score] = heldOutQuality([brief], [plan]).scores;
    // Shippo belongs to no feature on the plan's asked lines nor to a labelled one: it serves nothing.
    expect(score!.unservingTechnologies).toEqual(["Shippo API"]);
    // Stripe with the card-payments label dropped: unrelated to the labels, yet it serves the asked line
    // the plan explains with card payments.
    const unlabelled = {
      ...brief,
      capabilities: [brief.capabilities[0]!, { ...brief.capabilities[1]!, feature: undefined }],
    };
    const explained = good.replace(
      "- **Pagos con tarjeta**: Stripe",
      "- **Pagos con tarjeta** (pagos con tarjeta): Stripe",
    );
    const served = heldOutQuality([unlabelled], [explained]).scores[0]!;
    expect(served.unrelatedTechnologies).toEqual(["Stripe"]);
    expect(served.unservingTechnologies).toEqual([]);
    // A feature whose own name holds "&" is found whole among several.
    const reminded = explained
      .replace("(pagos con tarjeta)", "(pagos con tarjeta & sms & email reminders)")
      .replace("- QuickBooks", "- Twilio");
    expect(heldOutQuality([unlabelled], [reminded]).scores[0]!.unservingTechnologies).toEqual([]);
  });

  it("hit@3 counts a query whose top 3 holds none of its projects as a miss", () => {
    const matcher = createMatcher(seedPortfolio());
    const quality = matchQuality(matcher, [
      { requirements: "online pottery shop", interests: "", expected: ["red-rock-pottery-online-store"] },
      { requirements: "online pottery shop", interests: "", expected: ["valley-sun-gazette-nginx-migration"] },
    ]);
    expect(quality.hitAt3).toBe(0.5);
    expect(quality.misses).toHaveLength(1);
  });
});
