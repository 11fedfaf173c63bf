import * as v from "valibot";
import { services, type ServiceId } from "./site/services";

/**
 * The one definition of every input the product accepts. The React forms use these through
 * @hookform/resolvers/valibot and the Worker validates request bodies with the same schemas,
 * so the messages of the specification appear identically on both sides.
 */

/** Lowercase, runs of anything but a-z and 0-9 become one hyphen, no hyphen at either end (docs/product.md#forms). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Unpaired UTF-16 surrogates: D1 stores them as U+FFFD, so such text would not come back as sent. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Control characters other than tab and line breaks: nobody types them, and SQLite's text functions stop at NUL. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_BREAK = /[\r\n]/;

/**
 * Text a person typed into a text area: refuses control characters (tab and line breaks are fine) and
 * broken Unicode, which only scripts send and which would not be stored or shown as sent.
 */
export const typedText = (label: string) =>
  v.check(
    (text: string) => !CONTROL_CHARACTER.test(text) && !UNPAIRED_SURROGATE.test(text),
    `${label} contains characters that are not allowed (control characters or broken Unicode)`,
  );

/** The same for a one-line field, which has no line breaks either. */
export const typedLine = (label: string) =>
  v.check(
    (text: string) => !CONTROL_CHARACTER.test(text) && !LINE_BREAK.test(text) && !UNPAIRED_SURROGATE.test(text),
    `${label} contains characters that are not allowed (line breaks, control characters or broken Unicode)`,
  );

/** Text kept verbatim (site files, passwords): anything that survives storage, so no NUL and no broken Unicode. */
export const storableText = (label: string) =>
  v.check(
    (text: string) => !text.includes("\u0000") && !UNPAIRED_SURROGATE.test(text),
    `${label} contains characters that cannot be stored (NUL or broken Unicode)`,
  );

const requiredText = (label: string, max: number) =>
  v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max), typedText(label));
const requiredLine = (label: string, max: number) =>
  v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max), typedLine(label));
const optionalText = (label: string, max: number) =>
  v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(max), typedText(label)), null);
const optionalLine = (label: string, max: number) =>
  v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(max), typedLine(label)), null);
const textList = (label: string, maxItems: number) =>
  v.pipe(
    v.array(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100), typedLine(label))),
    v.maxLength(maxItems),
  );

/**
 * A URL the site may link or point an <img> at: http(s) or a path on this origin. A path has no
 * backslash: browsers read `\` as `/`, so `/\evil.example` would leave the site like `//evil.example`.
 */
const linkUrl = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(2048),
  v.check(
    (url) => /^https?:\/\/[^\s]+$/i.test(url) || /^\/(?![/\\])[^\s\\]*$/.test(url),
    "Use an http(s) address or a path on this site",
  ),
  // Characters a URL never holds unencoded (RFC 3986): in a header or markup they would end the
  // address early (a `>` in the `Link` header that preloads the lead image adds entries of its own).
  v.check((url) => !/[<>"\\^`{|}]/.test(url), 'An address cannot contain < > " \\ ^ ` { | or }'),
  typedLine("The address"),
);

const wholeNumber = (label: string, min: number, max: number) =>
  v.nullish(
    v.pipe(
      v.number(`${label} must be a number`),
      v.integer(`${label} must be a whole number`),
      v.minValue(min, `${label} must be at least ${min.toLocaleString("en-US")}`),
      v.maxValue(max, `${label} must be at most ${max.toLocaleString("en-US")}`),
    ),
    null,
  );

/** What a project cost and took: optional, staff-only unless `costPublic`. */
const projectCostEntries = {
  budgetMin: wholeNumber("Budget from", 100, 10_000_000),
  budgetMax: wholeNumber("Budget to", 100, 10_000_000),
  durationWeeks: wholeNumber("Duration", 1, 520),
  costPublic: v.optional(v.boolean(), false),
};

/** A portfolio project as created or edited by staff (docs/product.md#data, docs/product.md#forms). */
export const projectFieldsSchema = v.object({
  title: requiredLine("Title", 200),
  slug: v.pipe(
    v.string(),
    v.maxLength(200),
    v.transform(slugify),
    v.minLength(1, "Slug must contain letters or digits"),
  ),
  description: requiredText("Description", 20_000),
  summary: requiredText("Summary", 1_000),
  clientName: requiredLine("Client name", 200),
  services: v.pipe(textList("Services", 20), v.minLength(1, "Add at least one service")),
  technologies: v.pipe(textList("Technologies", 40), v.minLength(1, "Add at least one technology")),
  imageUrl: linkUrl,
  galleryImages: v.nullish(v.pipe(v.array(linkUrl), v.maxLength(30)), null),
  challenge: requiredText("The challenge", 20_000),
  solution: requiredText("The solution", 20_000),
  results: requiredText("The results", 20_000),
  testimonial: optionalText("The testimonial", 2_000),
  testimonialAuthor: optionalLine("The testimonial author", 200),
  projectUrl: v.nullish(v.union([linkUrl, v.literal("")]), null),
  featured: v.optional(v.boolean(), false),
  ...projectCostEntries,
});

export const projectInputSchema = v.pipe(
  projectFieldsSchema,
  v.forward(
    v.partialCheck(
      [["budgetMin"], ["budgetMax"]],
      (input) => input.budgetMin == null || input.budgetMax == null || input.budgetMin <= input.budgetMax,
      "Budget to must be at least Budget from",
    ),
    ["budgetMax"],
  ),
);

/** A project is a draft (staff only) until it is published (docs/decisions/025-project-drafts-and-versions.md). */
export const projectStatuses = ["draft", "published"] as const;

/**
 * POST /api/projects/:id/publish: now, or at `publishAt` (ISO 8601 with a zone, in the future), which
 * schedules it.
 */
export const publishRequestSchema = v.object({
  publishAt: v.nullish(
    v.pipe(
      v.string("Publish time must be a date and time."),
      v.isoTimestamp("Publish time must be a date and time with its time zone."),
      v.transform((text) => new Date(text).toISOString()),
    ),
    null,
  ),
});

/** The contact form's service options, value and label (docs/product.md#forms, docs/product.md#numbers-and-formats). */
export const contactServiceOptions = [
  ...services.map((service) => ({ value: service.id, label: service.title })),
  { value: "other", label: "Other" },
] as const satisfies readonly { value: string; label: string }[];

export type ContactService = ServiceId | "other";

/** The label of a contact form service value ("web-design" → "Web Design"). */
export const serviceLabel = (value: string) => contactServiceOptions.find((o) => o.value === value)?.label ?? value;
const contactServiceValues = contactServiceOptions.map((option) => option.value) as string[];

/**
 * The reCAPTCHA v3 action each request asks its token for; the Worker accepts a token only for its
 * request's action. A token verifies once, so every request has a token (and an action) of its own.
 */
export const recaptchaActions = {
  contact: "submit_contact_form",
  recommendations: "get_recommendations",
  plan: "get_ai_plan",
} as const;

/** Upper bounds that keep a message readable and the database small; generous for real people. */
export const contactLimits = {
  name: 100,
  email: 254,
  phone: 40,
  message: 5_000,
  aiRecommendation: 20_000,
  recaptchaToken: 4_000,
} as const;

/** What a visitor types (docs/product.md#forms): these messages are the ones people read. */
export const contactFormSchema = v.object({
  // A missing field counts as empty, so API callers get the same messages as the form.
  name: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.minLength(2, "Name must be at least 2 characters"),
      v.maxLength(contactLimits.name, `Name must be at most ${contactLimits.name} characters`),
      typedLine("Name"),
    ),
    "",
  ),
  email: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.email("Please enter a valid email address"),
      v.maxLength(contactLimits.email, "Please enter a valid email address"),
    ),
    "",
  ),
  phone: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(contactLimits.phone, `Phone must be at most ${contactLimits.phone} characters`),
      typedLine("Phone"),
    ),
    "",
  ),
  service: v.optional(
    v.pipe(
      v.string(),
      v.minLength(1, "Please select a service"),
      v.check((value) => contactServiceValues.includes(value), "Please select a service"),
    ),
    "",
  ),
  message: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.minLength(10, "Message must be at least 10 characters"),
      v.maxLength(contactLimits.message, `Message must be at most ${contactLimits.message} characters`),
      typedText("Message"),
    ),
    "",
  ),
});

/** What the browser sends to POST /api/contact (docs/product.md#data). */
export const contactSubmissionSchema = v.object({
  ...contactFormSchema.entries,
  recaptchaToken: v.pipe(v.string(), v.maxLength(contactLimits.recaptchaToken)),
  aiRecommendation: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(contactLimits.aiRecommendation, "The attached recommendation is too long"),
      typedText("The attached recommendation"),
    ),
  ),
});

/** Staff sign-in (docs/product.md#forms). */
export const loginSchema = v.object({
  username: v.optional(
    v.pipe(v.string(), v.trim(), v.minLength(1, "Username is required"), v.maxLength(100), typedLine("Username")),
    "",
  ),
  password: v.optional(v.pipe(v.string(), v.minLength(1, "Password is required"), v.maxLength(200)), ""),
});

/** Password recovery request (recovery email required; docs/product.md#forms). */
export const recoveryRequestSchema = v.object({
  email: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.minLength(1, "Recovery email is required"),
      v.email("Please enter a valid email address"),
      v.maxLength(254),
    ),
    "",
  ),
});

export const PASSWORD_MIN_LENGTH = 8;
/** A password staff choose (reset, invitation, change). */
export const newPassword = v.pipe(
  v.string(),
  v.minLength(PASSWORD_MIN_LENGTH, "Password must be at least 8 characters long."),
  v.maxLength(200, "Password must be at most 200 characters long."),
  storableText("Password"),
);

/** What POST /api/auth/reset-password accepts. */
export const resetPasswordSchema = v.object({
  token: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  newPassword,
});

/** The reset form (docs/product.md#forms): the new password twice. */
export const resetPasswordFormSchema = v.pipe(
  v.object({ newPassword, confirmPassword: v.string() }),
  v.forward(
    v.partialCheck(
      [["newPassword"], ["confirmPassword"]],
      (input) => input.newPassword === input.confirmPassword,
      "Passwords do not match.",
    ),
    ["confirmPassword"],
  ),
);

export const contactStatuses = ["new", "in-progress", "completed"] as const;
/**
 * Every status a stored message has: staff's, and "held" for a message the human check did not vouch
 * for (docs/decisions/015-human-checks-and-held-messages.md). Only releasing a message ends "held".
 */
export const messageStatuses = [...contactStatuses, "held"] as const;

/** What staff change on a message (docs/product.md#staff-area). */
export const contactUpdateSchema = v.object({
  status: v.picklist(contactStatuses, "Status must be new, in-progress or completed"),
  notes: v.nullish(
    v.pipe(v.string(), v.maxLength(10_000, "Notes must be at most 10000 characters"), typedText("Notes")),
    null,
  ),
});

/** Budget slider (docs/product.md#recommendations): 2,000 to 150,000 USD, step 1,000, default 10,000. */
export const budgetRange = { min: 2_000, max: 150_000, step: 1_000, default: 10_000 } as const;
/** Timeline slider (docs/product.md#recommendations): 1 to 12 months, step 1, default 3. */
export const timelineRange = { min: 1, max: 12, step: 1, default: 3 } as const;

const numberText = (range: { min: number; max: number }, label: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(12),
      v.check(
        (text) => text === "" || (/^\d+(\.\d+)?$/.test(text) && Number(text) >= range.min && Number(text) <= range.max),
        `${label} must be a number from ${range.min} to ${range.max}`,
      ),
    ),
    "",
  );

/** The recommendations form (docs/product.md#recommendations). */
export const recommendationFormSchema = v.object({
  requirements: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.minLength(5, "Please describe your project requirements in more detail"),
      v.maxLength(500, "Please keep your requirements under 500 characters"),
      typedText("Requirements"),
    ),
    "",
  ),
  interests: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.minLength(3, "Please enter at least one interest"),
      v.maxLength(200, "Please keep your interests under 200 characters"),
      typedLine("Interests"),
    ),
    "",
  ),
  budget: numberText(budgetRange, "Budget"),
  timeline: numberText(timelineRange, "Timeline"),
});

/** What POST /api/recommendations accepts (docs/product.md#data). */
export const recommendationRequestSchema = v.object({
  ...recommendationFormSchema.entries,
  recaptchaToken: v.optional(v.pipe(v.string(), v.maxLength(contactLimits.recaptchaToken)), ""),
});

/** The most projects a plan is written beside (the best matches). */
export const MAX_PLAN_MATCHES = 3;

/**
 * What POST /api/ai-recommendation accepts: the same, and the ids of the projects the search for the
 * same brief found (`matchedProjectIds`, best first), so the plan is written beside them without
 * searching again. Without them the plan endpoint searches itself.
 */
export const planRequestSchema = v.object({
  ...recommendationRequestSchema.entries,
  matchedProjectIds: v.optional(
    v.pipe(
      v.array(v.pipe(v.number(), v.integer(), v.minValue(1)), "matchedProjectIds must be a list of project ids."),
      v.maxLength(MAX_PLAN_MATCHES, `matchedProjectIds names at most ${MAX_PLAN_MATCHES} projects.`),
    ),
  ),
});
