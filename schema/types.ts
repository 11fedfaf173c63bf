import type * as v from "valibot";
import type { projectInputSchema } from "./validation";

/** What staff submit for a project: the validated, normalised form of the input. */
export type ProjectInput = v.InferOutput<typeof projectInputSchema>;

/** A project as the API returns it (SPEC 3). */
export type Project = {
  id: number;
  title: string;
  slug: string;
  description: string;
  summary: string;
  clientName: string;
  services: string[];
  technologies: string[];
  imageUrl: string;
  galleryImages: string[] | null;
  challenge: string;
  solution: string;
  results: string;
  testimonial: string | null;
  testimonialAuthor: string | null;
  projectUrl: string | null;
  featured: boolean;
};

/** Read responses: `{ data }`. Errors: `{ success: false, message }` (DESIGN, contract). */
export type DataResponse<T> = { data: T };
export type ErrorResponse = { success: false; message: string; errors?: Record<string, string[]> };
