import { cleanup, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { parsePlan, PlanView } from "./PlanView";

const plan = `## Project Summary
An online store with **fast** checkout.
It ships in phases.

## Recommended Services
- **Web Design**
- JavaScript Development

## Project Phases
1. **Discovery** (Weeks 1-2)
2. Build (Weeks 3-10)

## Budget Breakdown
- Design: $2,000
- Development: $7,000
- Total: $9,000

## Timeline Breakdown
- Weeks 1-2: Discovery
- Weeks 3-10: Build`;

describe("parsePlan", () => {
  it("recognises each block kind", () => {
    expect(parsePlan(plan).map((b) => b.kind)).toEqual([
      "heading",
      "paragraph",
      "heading",
      "bullets",
      "heading",
      "steps",
      "heading",
      "budget",
      "heading",
      "timeline",
    ]);
    const budget = parsePlan(plan).find((b) => b.kind === "budget");
    expect(budget).toEqual({
      kind: "budget",
      items: [
        { label: "Design", amount: "$2,000" },
        { label: "Development", amount: "$7,000" },
        { label: "Total", amount: "$9,000" },
      ],
    });
  });

  it("reads the budget and timeline of a plan written in Spanish", () => {
    const spanish = `## Resumen del proyecto
Una tienda en línea.

## Desglose del presupuesto
- Descubrimiento y planificación: $1,000
- Total: $6,000

## Calendario
- Semanas 1-2: Descubrimiento y planificación: objetivos`;
    expect(parsePlan(spanish).map((b) => b.kind)).toEqual([
      "heading",
      "paragraph",
      "heading",
      "budget",
      "heading",
      "timeline",
    ]);
    expect(parsePlan(spanish).find((b) => b.kind === "timeline")).toEqual({
      kind: "timeline",
      items: [{ when: "Semanas 1-2", what: "Descubrimiento y planificación: objetivos" }],
    });
    const { container } = render(<PlanView text={spanish} />);
    expect(container.firstElementChild?.getAttribute("lang")).toBe("es");
    expect(render(<PlanView text={plan} />).container.firstElementChild?.hasAttribute("lang")).toBe(false);
  });

  it("joins consecutive lines into one paragraph", () => {
    expect(parsePlan("One line\nand the next")).toEqual([{ kind: "paragraph", text: "One line and the next" }]);
  });
});

describe("PlanView", () => {
  it("renders headings, lists, steps, budget and timeline with bold text", () => {
    const { container } = render(<PlanView text={plan} />);
    expect(screen.getByRole("heading", { name: "Budget Breakdown" })).toBeTruthy();
    expect(container.querySelector("ul li strong")?.textContent).toBe("Web Design");
    expect(container.querySelectorAll("ol.list-decimal li")).toHaveLength(2);
    const budget = container.querySelector('[data-block="budget"]')!;
    expect(within(budget as HTMLElement).getByText("$7,000")).toBeTruthy();
    const timeline = container.querySelector('[data-block="timeline"]')!;
    expect(timeline.textContent).toContain("Weeks 3-10: Build");
    expect(screen.getByText("fast").tagName).toBe("STRONG");
  });

  it("puts the plan's sections one level below the heading it sits under", () => {
    render(<PlanView text={`${plan}\n### Notes`} />);
    expect(screen.getByRole("heading", { name: "Budget Breakdown", level: 4 })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Notes", level: 5 })).toBeTruthy();
    cleanup();
    render(<PlanView text={`${plan}\n### Notes`} headingLevel={3} />);
    expect(screen.getByRole("heading", { name: "Budget Breakdown", level: 3 })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Notes", level: 4 })).toBeTruthy();
  });

  it("shows hostile text as text: no element, script or handler comes from a plan", () => {
    const hostile = `## <img src=x onerror="alert(1)">
- <script>alert(2)</script>
1. **<a href="javascript:alert(3)">click</a>**
<iframe src="https://evil.example"></iframe>`;
    const { container } = render(<PlanView text={hostile} />);
    expect(container.querySelector("img, script, iframe, a")).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(container.textContent).toContain("<script>alert(2)</script>");
  });
});
