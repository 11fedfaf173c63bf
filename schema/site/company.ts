/** Company facts shown across the site (docs/product.md#pages, docs/product.md#numbers-and-formats). One place to change them. */
export const company = {
  name: "Saguaro Digital",
  legalName: "Saguaro Digital Studio LLC",
  tagline: "Web design and software for businesses that want to grow.",
  email: "hello@saguaro-digital.example",
  phone: "(623) 555-0148",
  phoneHref: "+16235550148",
  location: "El Mirage, AZ 85335",
  founded: 2018,
  /** Where the studio works: staff screens and visitors' "try again after" times use its clock. */
  timeZone: "America/Phoenix",
  businessHours: [
    { days: "Monday-Friday", hours: "9:00 AM - 6:00 PM" },
    { days: "Saturday", hours: "10:00 AM - 4:00 PM" },
    { days: "Sunday", hours: "Closed" },
  ],
} as const;

export type NavItem = { label: string; to: string };

/** Header navigation (docs/product.md#pages). */
export const mainNavigation: NavItem[] = [
  { label: "Home", to: "/" },
  { label: "About", to: "/about" },
  { label: "Services", to: "/services" },
  { label: "Projects", to: "/projects" },
  { label: "AI Recommendations", to: "/recommendations" },
  { label: "Contact", to: "/contact" },
];

/** Footer quick links. */
export const quickLinks: NavItem[] = [
  { label: "Home", to: "/" },
  { label: "About Us", to: "/about" },
  { label: "Services", to: "/services" },
  { label: "Contact", to: "/contact" },
];

/** Placeholders until the company publishes these pages and profiles: rendered without a destination. */
export const legalLinks = ["Privacy Policy", "Terms of Service", "Cookie Policy"] as const;
export const socialLinks = ["Facebook", "Twitter", "LinkedIn", "Github"] as const;

/** The staff area's address: unlisted, linked from nowhere public. */
export const ADMIN_PATH = "/duckbeck";
