/** Services page: how a project runs, and what clients say (docs/product.md#pages). */

export const processSteps = [
  {
    title: "Discovery",
    text: "We learn how your business works, who your customers are and what success looks like, then agree on goals.",
  },
  {
    title: "Planning",
    text: "A written scope, sitemap or architecture, timeline and fixed budget, with designs you approve before we build.",
  },
  {
    title: "Development",
    text: "We build in short steps and show working software every week, so you can steer while there is time to change.",
  },
  {
    title: "Launch & Support",
    text: "We launch carefully, train your team, and stay on call for fixes, updates and the next improvement.",
  },
];

export type Testimonial = { quote: string; name: string; role: string };

export const testimonials: Testimonial[] = [
  {
    quote:
      "Within three months of launching our new site we saw a 40% increase in inquiries. Saguaro Digital understood our customers better than we expected.",
    name: "Laura Kim",
    role: "Owner, Desert Bloom Landscaping",
  },
  {
    quote:
      "Their PowerShell automation took onboarding from two days of clicking to twenty minutes. Clear communication from start to finish.",
    name: "Robert Alvarez",
    role: "Operations Manager, Mesa Ledger Accounting",
  },
];
