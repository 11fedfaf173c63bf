import { Switch } from "@headlessui/react";
import { useState } from "react";
import { Controller, useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { mutate } from "swr";
import * as v from "valibot";
import type { Project, StaffProject, StaffProjectRow } from "#schema/types.ts";
import { projectFieldsSchema, projectInputSchema, slugify } from "#schema/validation.ts";
import { Dialog } from "../components/ui/Dialog";
import { Field } from "../components/ui/Field";
import { inputClass, labelClass, primaryButton, secondaryButton } from "../components/ui/form";
import * as api from "../lib/api";
import { errorMessage, fieldErrorsOf } from "../lib/errors";
import { toast } from "../lib/toast";
import { FreshRead } from "./FreshRead";
import * as staff from "./endpoints";
import { useApi } from "../lib/swr";

type Fields = {
  title: string;
  slug: string;
  summary: string;
  description: string;
  clientName: string;
  services: string;
  technologies: string;
  imageUrl: string;
  galleryImages: string;
  challenge: string;
  solution: string;
  results: string;
  testimonial: string;
  testimonialAuthor: string;
  projectUrl: string;
  budgetMin: string;
  budgetMax: string;
  durationWeeks: string;
};

/** "React, TypeScript ,, Node.js" → ["React", "TypeScript", "Node.js"] (docs/product.md#forms). */
export function splitList(text: string): string[] {
  return text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

/** While typing, runs of other characters become one hyphen; the ends are trimmed on leaving the field. */
const slugWhileTyping = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");

function fieldsOf(project: Project | null): Fields {
  return {
    title: project?.title ?? "",
    slug: project?.slug ?? "",
    summary: project?.summary ?? "",
    description: project?.description ?? "",
    clientName: project?.clientName ?? "",
    services: project?.services.join(", ") ?? "",
    technologies: project?.technologies.join(", ") ?? "",
    imageUrl: project?.imageUrl ?? "",
    galleryImages: project?.galleryImages?.join(", ") ?? "",
    challenge: project?.challenge ?? "",
    solution: project?.solution ?? "",
    results: project?.results ?? "",
    testimonial: project?.testimonial ?? "",
    testimonialAuthor: project?.testimonialAuthor ?? "",
    projectUrl: project?.projectUrl ?? "",
    budgetMin: project?.budgetMin?.toString() ?? "",
    budgetMax: project?.budgetMax?.toString() ?? "",
    durationWeeks: project?.durationWeeks?.toString() ?? "",
  };
}

/** "12,000" or "$12000" → 12000; empty → null; anything else is sent as typed, for the server to name. */
function wholeNumberOf(text: string): number | string | null {
  const cleaned = text.replace(/[$,\s]/g, "");
  if (!cleaned) return null;
  return /^\d+$/.test(cleaned) ? Number(cleaned) : text;
}

/** An on/off switch with its visible label (Headless UI's Switch). */
function Toggle({ checked, onChange, label }: { checked: boolean; onChange: (value: boolean) => void; label: string }) {
  return (
    <div className="flex items-center gap-3">
      <Switch
        checked={checked}
        onChange={onChange}
        className="group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-sand-200 transition data-[checked]:bg-brand-600"
      >
        <span className="sr-only">{label}</span>
        <span className="inline-block h-4 w-4 translate-x-1 rounded-full bg-white transition group-data-[checked]:translate-x-6" />
      </Switch>
      <span className="text-sm font-semibold text-ink" aria-hidden="true">
        {label}
      </span>
    </div>
  );
}

/**
 * Create ('Create New Project', a draft) or edit ('Edit Project', its working copy: each save is a new
 * version, which a published project shows visitors once it is published) a portfolio project.
 */
export function ProjectDialog({
  project,
  onClose,
  onSaved,
}: {
  /** The list's row of the project to edit, or "new". */
  project: StaffProjectRow | "new" | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  return (
    <Dialog
      open={project !== null}
      onClose={onClose}
      title={project === "new" ? "Create New Project" : "Edit Project"}
      size="xl"
    >
      {project === "new" && <ProjectForm key="new" project={null} onClose={onClose} onSaved={onSaved} />}
      {/* The list holds a row: the dialog reads the whole working copy, case study and staff-only fields. */}
      {project !== null && project !== "new" && (
        <FreshRead key={project.id} read={staff.project(project.id)} noun="project">
          {(full) => <ProjectForm project={full} onClose={onClose} onSaved={onSaved} />}
        </FreshRead>
      )}
    </Dialog>
  );
}

type Values = Fields & { featured: boolean; costPublic: boolean };

/** The body the API receives for the form's values: lists split, blanks as null, amounts as numbers. */
function bodyOf(values: Values) {
  const gallery = splitList(values.galleryImages);
  return {
    ...values,
    slug: slugify(values.slug),
    services: splitList(values.services),
    technologies: splitList(values.technologies),
    galleryImages: gallery.length ? gallery : null,
    testimonial: values.testimonial.trim() || null,
    testimonialAuthor: values.testimonialAuthor.trim() || null,
    projectUrl: values.projectUrl.trim() || null,
    budgetMin: wholeNumberOf(values.budgetMin),
    budgetMax: wholeNumberOf(values.budgetMax),
    durationWeeks: wholeNumberOf(values.durationWeeks),
  };
}

const emptyValues: Values = { ...fieldsOf(null), featured: false, costPublic: false };

/** The fields the shared schema refuses empty: they carry the asterisk. */
const requiredFields = new Set(
  (Object.keys(fieldsOf(null)) as (keyof Fields)[]).filter(
    (name) => !v.safeParse(projectFieldsSchema.entries[name] as v.GenericSchema, bodyOf(emptyValues)[name]).success,
  ),
);

/** A rule the shared schema states without words of its own. */
const plainMessage = (issue: v.BaseIssue<unknown>) =>
  issue.type === "min_length" ? "Required" : "This value is not valid";

/**
 * Checks the form with the schema the API uses (schema/validation.ts), on the body it would send,
 * and puts each problem on its field.
 */
const projectResolver: Resolver<Values> = async (values) => {
  const result = v.safeParse(projectInputSchema, bodyOf(values), { message: plainMessage });
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<Values> = {};
  for (const issue of result.issues) {
    const name = issue.path?.[0]?.key as keyof Values | undefined;
    if (name && !errors[name]) errors[name] = { type: issue.type, message: issue.message };
  }
  return { values: {}, errors };
};

function ProjectForm({
  project,
  onClose,
  onSaved,
}: {
  project: StaffProject | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const creating = project === null;
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<Values>({
    defaultValues: {
      ...fieldsOf(project),
      featured: project?.featured ?? false,
      costPublic: project?.costPublic ?? false,
    },
    resolver: projectResolver,
  });
  // The slug follows the title until staff edit the slug themselves.
  const [slugEdited, setSlugEdited] = useState(!creating);
  const { data: images } = useApi(staff.images);

  const submit = handleSubmit(
    async (values) => {
      // What projectResolver passed: its amounts are whole numbers or null by now.
      const body = bodyOf(values) as v.InferInput<typeof projectInputSchema>;
      try {
        const { data: saved } = creating
          ? await api.send("POST", staff.createProject, body)
          : await api.send("PATCH", staff.updateProject(project.id), body);
        // The working copy as saved, for the next dialog that reads it (edit, versions).
        await mutate(staff.project(saved.id), { data: saved }, { revalidate: false });
        toast({
          title: creating ? "Project created" : "Project updated",
          description: creating
            ? "It is a draft: visitors see it once you publish it."
            : project.status === "published"
              ? "Visitors see the changes once you publish them."
              : undefined,
        });
        await onSaved();
        onClose();
      } catch (error) {
        for (const [name, message] of Object.entries(fieldErrorsOf(error))) setError(name as keyof Values, { message });
        toast({
          variant: "destructive",
          title: creating ? "Creation failed" : "Update failed",
          description: errorMessage(error) ?? "Please try again.",
        });
      }
    },
    (invalid) => {
      // An empty required field fails its schema's minimum length.
      const missing = Object.values(invalid).some((error) => error?.type === "min_length");
      toast(
        missing
          ? {
              variant: "destructive",
              title: "Missing required fields",
              description: "Please fill in all required fields.",
            }
          : {
              variant: "destructive",
              title: creating ? "Creation failed" : "Update failed",
              description: "Please correct the highlighted fields.",
            },
      );
    },
  );

  /** What typing does beyond storing the text: the title moves an unedited slug along; the slug keeps to slug characters. */
  const behaviour = (name: keyof Fields) =>
    name === "title"
      ? { onChange: (e: { target: { value: string } }) => !slugEdited && setValue("slug", slugify(e.target.value)) }
      : name === "slug"
        ? {
            onChange: (e: { target: { value: string } }) => {
              setSlugEdited(true);
              setValue("slug", slugWhileTyping(e.target.value));
            },
            onBlur: (e: { target: { value: string } }) => setValue("slug", slugify(e.target.value)),
          }
        : {};

  const input = (
    name: keyof Fields,
    label: string,
    options: { multiline?: boolean; hint?: string; inputMode?: "numeric" } = {},
  ) => {
    const mark = requiredFields.has(name) && <span aria-hidden="true"> *</span>;
    const registered = register(name, behaviour(name));
    return (
      <Field
        label={
          <>
            {label}
            {mark}
          </>
        }
        error={errors[name]?.message}
        hint={options.hint}
      >
        {(control) =>
          options.multiline ? (
            <textarea rows={4} className={inputClass} {...control} {...registered} />
          ) : (
            <input inputMode={options.inputMode} className={inputClass} {...control} {...registered} />
          )
        }
      </Field>
    );
  };

  const toggle = (name: "featured" | "costPublic", label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <Toggle checked={field.value} onChange={field.onChange} label={label} />}
    />
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {input("title", "Title")}
        {input("slug", "Slug", { hint: "Used in the address: /projects/slug" })}
        {input("clientName", "Client")}
        {input("projectUrl", "Live project URL")}
      </div>
      {input("summary", "Summary", { multiline: true })}
      {input("description", "Description", {
        multiline: true,
        hint: "Blank lines start a paragraph; **text** is bold.",
      })}
      <div className="grid gap-4 sm:grid-cols-2">
        {input("services", "Services", { hint: "Comma-separated, e.g. Web Design, PHP Development" })}
        {input("technologies", "Technologies", { hint: "Comma-separated, e.g. React, Node.js" })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {input("imageUrl", "Main image URL")}
        <div>
          <label htmlFor="project-image-library" className={labelClass}>
            Or choose from the image library
          </label>
          <select
            id="project-image-library"
            className={inputClass}
            value=""
            onChange={(e) =>
              e.target.value && setValue("imageUrl", e.target.value, { shouldDirty: true, shouldValidate: isSubmitted })
            }
          >
            <option value="">{images?.data.length ? "Choose an uploaded image..." : "No uploaded images yet"}</option>
            {images?.data.map((image) => (
              <option key={image.key} value={image.url}>
                {image.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {input("galleryImages", "Gallery image URLs", { hint: "Comma-separated; leave empty for no gallery." })}
      {input("challenge", "The Challenge", { multiline: true })}
      {input("solution", "Our Solution", { multiline: true })}
      {input("results", "Results Delivered", { multiline: true })}
      <div className="grid gap-4 sm:grid-cols-2">
        {input("testimonial", "Testimonial", { multiline: true })}
        {input("testimonialAuthor", "Testimonial author")}
      </div>
      <fieldset className="rounded-lg border border-sand-200 p-4">
        <legend className="px-1 text-sm font-semibold text-ink">Cost and duration (staff only)</legend>
        <p className="text-sm text-muted">
          Optional. AI plans quote what comparable projects cost and took; visitors see it only if you choose.
        </p>
        <div className="mt-3 grid gap-4 sm:grid-cols-3">
          {input("budgetMin", "Budget from ($)", { inputMode: "numeric" })}
          {input("budgetMax", "Budget to ($)", { inputMode: "numeric" })}
          {input("durationWeeks", "Duration (weeks)", { inputMode: "numeric" })}
        </div>
        <div className="mt-4">{toggle("costPublic", "Show cost and duration on the project page")}</div>
      </fieldset>
      {toggle("featured", "Featured on the home page")}
      {project?.status === "published" && (
        <p className="rounded-lg bg-sand-50 p-3 text-sm text-muted">
          This project is published. Saving keeps a new version; visitors see it once you publish it.
        </p>
      )}
      <div className="flex justify-end gap-3 border-t border-sand-200 pt-4">
        <button type="button" className={secondaryButton} onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className={primaryButton} disabled={isSubmitting}>
          {creating ? (isSubmitting ? "Creating..." : "Create Project") : isSubmitting ? "Saving..." : "Save Changes"}
        </button>
      </div>
    </form>
  );
}
