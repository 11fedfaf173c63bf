/**
 * The data of the scale scenario of `npm run bench` (scripts/bench-scale.ts), as one SQL file: years
 * of contact messages (with a spam wave among them) and a large portfolio made from the sample
 * projects' own words, with case studies as long as real ones. The same every run (fixed seed).
 */
import { seedProjects } from "#schema/seed/projects.ts";
import { sqlLiteral } from "#schema/seed/seed-sql.ts";
import { contactServiceOptions, contactStatuses } from "#schema/validation.ts";

export const SCALE = { messages: 20_000, projects: 300 } as const;

/** A word every searchable scale message about solar carries, and how many carry it. */
export const SCALE_SEARCH = { q: "solar permits", expectedAtLeast: 100 } as const;

/** Deterministic PRNG (mulberry32). */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  "Maria",
  "James",
  "Aiyana",
  "Luis",
  "Grace",
  "Tomás",
  "Priya",
  "Noah",
  "Chen",
  "Olivia",
  "Diego",
  "Hannah",
  "Kwame",
  "Zoë",
  "Ravi",
  "Elena",
];
const LAST = [
  "Lopez",
  "Nguyen",
  "Begay",
  "Smith",
  "García",
  "Patel",
  "Johnson",
  "Kim",
  "Okafor",
  "Müller",
  "Rossi",
  "Yazzie",
  "Brown",
  "Chavez",
];
const BUSINESSES = [
  "bakery",
  "dental practice",
  "law firm",
  "solar installer",
  "pottery studio",
  "HVAC company",
  "yoga studio",
  "landscaping crew",
  "veterinary clinic",
  "coffee roaster",
];
const ASKS = [
  "We need a new website that works well on phones and lets customers book online.",
  "Our online store is slow and checkout fails for some customers. Can you help?",
  "We would like a dashboard for our crews, with solar permits and inspections on a map.",
  "Could you automate our Windows onboarding? New staff need accounts, laptops and shares set up.",
  "Our Nginx server falls over on busy days; we need caching and a CDN.",
  "We are looking for an IT audit and a roadmap for the next two years.",
  "We need PHP fixes to our booking plugin and an update to the latest version.",
];
const SPAM = [
  "Buy followers now! Cheap SEO backlinks, guaranteed first page ranking.",
  "Crypto investment opportunity with 300% returns, reply for details.",
];

/** Multi-row INSERTs of `rows` (each a list of SQL literals), `perStatement` rows each (D1 takes statements up to 100 KB). */
function inserts(table: string, columns: string[], rows: string[][], perStatement: number): string[] {
  const statements: string[] = [];
  for (let start = 0; start < rows.length; start += perStatement) {
    const values = rows.slice(start, start + perStatement).map((row) => `(${row.join(", ")})`);
    statements.push(`INSERT INTO ${table} (${columns.join(", ")}) VALUES\n${values.join(",\n")};`);
  }
  return statements;
}

function messageRows(count: number): string[][] {
  const rand = random(20_000);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const services = contactServiceOptions.map((option) => option.value);
  const start = Date.UTC(2021, 0, 1);
  const span = Date.UTC(2026, 10, 1) - start;
  const rows: string[][] = [];
  for (let i = 0; i < count; i++) {
    const spam = rand() < 0.3;
    const first = pick(FIRST);
    const last = pick(LAST);
    const business = pick(BUSINESSES);
    const message = spam
      ? `${pick(SPAM)} ${pick(SPAM)}`
      : `Hello, I run a ${business} in Arizona. ${pick(ASKS)} ${pick(ASKS)} Our budget is about $${5 + Math.floor(rand() * 40)},000. Thanks, ${first}`;
    // Older messages are mostly dealt with; the newest are mostly new.
    const at = start + Math.floor((i / count) * span + rand() * 3_600_000);
    const age = 1 - i / count;
    const status = age > 0.1 ? pick(contactStatuses.slice(1)) : rand() < 0.8 ? "new" : pick(contactStatuses);
    rows.push([
      sqlLiteral(`${first} ${last}`),
      sqlLiteral(
        `${first}.${last}${i}@example.com`
          .toLowerCase()
          .normalize("NFKD")
          .replace(/[^\w.@]/g, ""),
      ),
      sqlLiteral(rand() < 0.5 ? `(480) 555-${String(1000 + (i % 9000)).padStart(4, "0")}` : null),
      sqlLiteral(pick(services)),
      sqlLiteral(message),
      sqlLiteral(rand() < 0.1 ? "Called back; sent a quote." : null),
      sqlLiteral(status),
      sqlLiteral(new Date(at).toISOString()),
    ]);
  }
  return rows;
}

function projectRows(count: number): string[][] {
  const rand = random(300);
  const rows: string[][] = [];
  for (let i = 0; i < count; i++) {
    const base = seedProjects[i % seedProjects.length]!;
    const n = Math.floor(i / seedProjects.length) + 1;
    // Case studies of a real length: the sample's paragraphs, several times over.
    const long = (text: string) => Array.from({ length: 4 + Math.floor(rand() * 4) }, () => text).join("\n\n");
    rows.push([
      sqlLiteral(`${base.title} ${n}`),
      sqlLiteral(`${base.slug}-${n}`),
      sqlLiteral(long(base.description)),
      sqlLiteral(base.summary),
      sqlLiteral(base.clientName),
      sqlLiteral(JSON.stringify(base.services)),
      sqlLiteral(JSON.stringify(base.technologies)),
      sqlLiteral(base.imageUrl),
      sqlLiteral(base.galleryImages ? JSON.stringify(base.galleryImages) : null),
      sqlLiteral(long(base.challenge)),
      sqlLiteral(long(base.solution)),
      sqlLiteral(long(base.results)),
      sqlLiteral(base.testimonial),
      sqlLiteral(base.testimonialAuthor),
      sqlLiteral(base.projectUrl || null),
      sqlLiteral(rand() < 0.05),
      sqlLiteral("published"),
    ]);
  }
  return rows;
}

/** The scenario's data, added to a seeded database (its ten sample projects stay). */
export function scaleSql(): string {
  return (
    [
      ...inserts(
        "contact_messages",
        ["name", "email", "phone", "service", "message", "notes", "status", "created_at"],
        messageRows(SCALE.messages),
        100,
      ),
      ...inserts(
        "projects",
        [
          "title",
          "slug",
          "description",
          "summary",
          "client_name",
          "services",
          "technologies",
          "image_url",
          "gallery_images",
          "challenge",
          "solution",
          "results",
          "testimonial",
          "testimonial_author",
          "project_url",
          "featured",
          "status",
        ],
        projectRows(SCALE.projects - seedProjects.length),
        2,
      ),
    ].join("\n") + "\n"
  );
}
