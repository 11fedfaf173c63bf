/**
 * The studio's six services (docs/product.md#data): the Services and About pages, the footer, the
 * contact form's options, the matcher's service names and the planner's catalogue all read this list.
 * `id` is the contact form's stored value; `icon` names a glyph in web/src/components/ServiceIcon.
 * What each one is, in a sentence, is in service-descriptions.ts: the footer, in every page's first
 * load, needs only the names.
 */
export const services = [
  {
    id: "web-design",
    title: "Web Design",
    icon: "palette",
  },
  {
    id: "javascript",
    title: "JavaScript Development",
    icon: "code",
  },
  {
    id: "php",
    title: "PHP Development",
    icon: "server",
  },
  {
    id: "nginx",
    title: "Nginx Development",
    icon: "network",
  },
  {
    id: "windows",
    title: "Windows Automation",
    icon: "terminal",
  },
  {
    id: "consultancy",
    title: "Technical Consultancy",
    icon: "compass",
  },
] as const;

export type Service = (typeof services)[number];
export type ServiceId = Service["id"];
export type ServiceTitle = Service["title"];
export type ServiceIcon = Service["icon"];
