import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Project } from "#schema/types.ts";
import { projectFixture } from "../test/fixtures";
import { ProjectCard } from "./ProjectCard";

const base: Project = projectFixture({
  title: "Casa Ocotillo",
  slug: "casa-ocotillo",
  summary: "x".repeat(130),
  clientName: "Casa Ocotillo Kitchen",
  technologies: ["React", "TypeScript", "Stripe", "Tailwind CSS", "Cloudflare Workers"],
  imageUrl: "/images/projects/casa.svg",
  featured: true,
});

function renderCard(project: Project) {
  render(
    <MemoryRouter>
      <ProjectCard project={project} />
    </MemoryRouter>,
  );
}

describe("ProjectCard", () => {
  it("links to the case study and shows image, title and client", () => {
    renderCard(base);
    expect(screen.getByRole("link").getAttribute("href")).toBe("/projects/casa-ocotillo");
    expect(screen.getByRole("img").getAttribute("src")).toBe("/images/projects/casa.svg");
    expect(screen.getByRole("heading", { name: "Casa Ocotillo" })).toBeTruthy();
    expect(screen.getByText("Casa Ocotillo Kitchen")).toBeTruthy();
  });

  it("cuts the summary at 120 characters and adds three dots", () => {
    renderCard(base);
    expect(screen.getByText(`${"x".repeat(120)}...`)).toBeTruthy();
  });

  it("keeps a short summary whole", () => {
    renderCard({ ...base, summary: "Short and sweet." });
    expect(screen.getByText("Short and sweet.")).toBeTruthy();
  });

  it("shows the first three technologies and +N for the rest", () => {
    renderCard(base);
    const badges = screen.getByRole("list", { name: "Technologies" }).querySelectorAll("li");
    expect([...badges].map((b) => b.textContent)).toEqual(["React", "TypeScript", "Stripe", "+2"]);
  });

  it("shows no +N badge with three or fewer technologies", () => {
    renderCard({ ...base, technologies: ["PHP", "MySQL"] });
    const badges = screen.getByRole("list", { name: "Technologies" }).querySelectorAll("li");
    expect([...badges].map((b) => b.textContent)).toEqual(["PHP", "MySQL"]);
  });
});
