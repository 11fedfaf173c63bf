import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Project } from "#schema/types.ts";
import { projectFixture } from "../test/fixtures";
import { ProjectDetailView } from "./ProjectDetailView";

const full: Project = projectFixture({
  title: "Palo Verde Dental Booking",
  slug: "palo-verde-dental-booking",
  description: "Overview with **bold** words.",
  summary: "Online booking for a dental clinic.",
  clientName: "Palo Verde Dental",
  services: ["Web Design", "PHP Development"],
  technologies: ["PHP", "Laravel", "MySQL", "Tailwind CSS"],
  imageUrl: "/images/projects/palo.svg",
  galleryImages: ["/images/projects/palo-1.svg", "/images/projects/palo-2.svg"],
  challenge: "Phones rang all day.",
  solution: "A booking flow.",
  results: "Calls fell by 45%.",
  testimonial: "They changed our front desk.",
  testimonialAuthor: "Dr. Whitaker, Owner",
  projectUrl: "https://paloverde.example",
  featured: true,
});

function renderView(project: Project) {
  return render(
    <MemoryRouter>
      <ProjectDetailView project={project} />
    </MemoryRouter>,
  );
}

describe("ProjectDetailView", () => {
  it("shows the back link, title, summary, badges, main image and the four body sections", () => {
    renderView(full);
    expect(screen.getByRole("link", { name: /Back to Projects/ }).getAttribute("href")).toBe("/projects");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(full.title);
    expect(screen.getByText(full.summary)).toBeTruthy();
    const techs = within(screen.getByRole("list", { name: "Technologies" })).getAllByRole("listitem");
    expect(techs.map((li) => li.textContent)).toEqual(full.technologies);
    expect(screen.getByAltText(`${full.title} main screen`).getAttribute("src")).toBe(full.imageUrl);
    for (const heading of ["Project Overview", "The Challenge", "Our Solution", "Results Delivered"]) {
      expect(screen.getByRole("heading", { level: 2, name: heading })).toBeTruthy();
    }
    expect(screen.getByText("bold").tagName).toBe("STRONG");
    expect(screen.getByText("Calls fell by 45%.")).toBeTruthy();
  });

  it("shows the details box with client, services and the live link", () => {
    renderView(full);
    const box = screen.getByRole("complementary", { name: "Project Details" });
    expect(within(box).getByText("Palo Verde Dental")).toBeTruthy();
    expect(within(box).getByText("PHP Development")).toBeTruthy();
    const live = within(box).getByRole("link", { name: "Visit Site" });
    expect(live.getAttribute("href")).toBe("https://paloverde.example");
    expect(live.getAttribute("rel")).toContain("noopener");
  });

  it("shows the gallery and the testimonial when they exist", () => {
    renderView(full);
    const gallery = screen.getByRole("heading", { name: "Project Gallery" }).closest("section")!;
    expect(within(gallery).getAllByRole("img")).toHaveLength(2);
    expect(screen.getByText(/They changed our front desk/)).toBeTruthy();
    expect(screen.getByText("Dr. Whitaker, Owner")).toBeTruthy();
  });

  it("leaves out the live link, gallery and testimonial when their data is missing", () => {
    renderView({ ...full, projectUrl: null, galleryImages: [], testimonial: "Great work", testimonialAuthor: null });
    expect(screen.queryByText("Visit Site")).toBeNull();
    expect(screen.queryByText("Live Project")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Project Gallery" })).toBeNull();
    expect(screen.queryByText(/Great work/)).toBeNull();
  });

  it("ends with the call to action to the contact page", () => {
    renderView({ ...full, galleryImages: null });
    expect(screen.getByRole("heading", { name: "Ready to start your project?" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Get in Touch" }).getAttribute("href")).toBe("/contact");
  });
});
