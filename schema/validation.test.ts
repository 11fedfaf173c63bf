import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  contactFormSchema,
  contactUpdateSchema,
  loginSchema,
  recommendationFormSchema,
  recoveryRequestSchema,
  resetPasswordFormSchema,
  slugify,
} from "./validation";

/**
 * The input rules, as a table: what each form accepts, and the message a person reads for what it
 * does not (the same schema runs in the browser and in the Worker). One row per rule or boundary.
 */

/** "valid", or the first message per field. */
function verdict(schema: v.GenericSchema, input: unknown): "valid" | Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return "valid";
  const messages: Record<string, string> = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? "";
    messages[field] ??= issue.message;
  }
  return messages;
}

const contact = {
  name: "Maria Lopez",
  email: "maria@example.com",
  phone: "",
  service: "web-design",
  message: "We need a new website soon.",
};
const plan = { requirements: "An online shop", interests: "e-commerce", budget: "10000", timeline: "3" };

type Row = [rule: string, input: unknown, expected: "valid" | Record<string, string>];

const table: [form: string, schema: v.GenericSchema, rows: Row[]][] = [
  [
    "contact",
    contactFormSchema,
    [
      ["a complete message", contact, "valid"],
      [
        "everything missing",
        {},
        {
          name: "Name must be at least 2 characters",
          email: "Please enter a valid email address",
          service: "Please select a service",
          message: "Message must be at least 10 characters",
        },
      ],
      ["a name of 2 characters, after trimming", { ...contact, name: "  Al  " }, "valid"],
      ["a name of 1 character", { ...contact, name: "A" }, { name: "Name must be at least 2 characters" }],
      [
        "a name of 101 characters",
        { ...contact, name: "a".repeat(101) },
        { name: "Name must be at most 100 characters" },
      ],
      ["an email without a domain", { ...contact, email: "maria@" }, { email: "Please enter a valid email address" }],
      [
        "a phone of 41 characters",
        { ...contact, phone: "1".repeat(41) },
        { phone: "Phone must be at most 40 characters" },
      ],
      ["a service not offered", { ...contact, service: "crypto" }, { service: "Please select a service" }],
      ["a message of 10 characters", { ...contact, message: "1234567890" }, "valid"],
      [
        "a message of 9 characters",
        { ...contact, message: "123456789" },
        { message: "Message must be at least 10 characters" },
      ],
      [
        "a message of 5,001 characters",
        { ...contact, message: "a".repeat(5001) },
        { message: "Message must be at most 5000 characters" },
      ],
    ],
  ],
  [
    "recommendations",
    recommendationFormSchema,
    [
      ["a complete request", plan, "valid"],
      [
        "requirements of 4 characters",
        { ...plan, requirements: "shop" },
        { requirements: "Please describe your project requirements in more detail" },
      ],
      [
        "requirements of 501 characters",
        { ...plan, requirements: "a".repeat(501) },
        { requirements: "Please keep your requirements under 500 characters" },
      ],
      ["interests of 2 characters", { ...plan, interests: "ab" }, { interests: "Please enter at least one interest" }],
      ["the lowest budget", { ...plan, budget: "2000" }, "valid"],
      ["a budget below it", { ...plan, budget: "1999" }, { budget: "Budget must be a number from 2000 to 150000" }],
      [
        "a budget above the highest",
        { ...plan, budget: "150001" },
        { budget: "Budget must be a number from 2000 to 150000" },
      ],
      [
        "a budget that is not a number",
        { ...plan, budget: "lots" },
        { budget: "Budget must be a number from 2000 to 150000" },
      ],
      ["no budget or timeline (the defaults apply)", { ...plan, budget: "", timeline: "" }, "valid"],
      ["a timeline of 13 months", { ...plan, timeline: "13" }, { timeline: "Timeline must be a number from 1 to 12" }],
    ],
  ],
  [
    "staff sign-in",
    loginSchema,
    [
      ["a username and a password", { username: "admin", password: "secret" }, "valid"],
      ["neither", {}, { username: "Username is required", password: "Password is required" }],
      ["a blank username", { username: "   ", password: "x" }, { username: "Username is required" }],
    ],
  ],
  [
    "password recovery",
    recoveryRequestSchema,
    [
      ["an email", { email: "admin@example.com" }, "valid"],
      ["no email", {}, { email: "Recovery email is required" }],
    ],
  ],
  [
    "new password",
    resetPasswordFormSchema,
    [
      ["8 characters, twice", { newPassword: "12345678", confirmPassword: "12345678" }, "valid"],
      [
        "7 characters",
        { newPassword: "1234567", confirmPassword: "1234567" },
        { newPassword: "Password must be at least 8 characters long." },
      ],
      [
        "two different passwords",
        { newPassword: "12345678", confirmPassword: "87654321" },
        { confirmPassword: "Passwords do not match." },
      ],
    ],
  ],
  [
    "message status and notes",
    contactUpdateSchema,
    [
      ["a status and notes", { status: "in-progress", notes: "Called back" }, "valid"],
      [
        "a status not in the list",
        { status: "archived", notes: null },
        { status: "Status must be new, in-progress or completed" },
      ],
      [
        "notes of 10,001 characters",
        { status: "new", notes: "a".repeat(10_001) },
        { notes: "Notes must be at most 10000 characters" },
      ],
    ],
  ],
];

describe.each(table)("the %s form", (_form, schema, rows) => {
  it.each(rows)("%s", (_rule, input, expected) => {
    expect(verdict(schema, input)).toEqual(expected);
  });
});

describe("slugs", () => {
  it.each([
    ["Sunset Café & Grill", "sunset-caf-grill"],
    ["  --Already--Slugged--  ", "already-slugged"],
    ["Phase 2: Launch!", "phase-2-launch"],
  ])("%s → %s", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});
