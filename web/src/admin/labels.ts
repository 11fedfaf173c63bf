import { contactServiceOptions } from "../../../schema/validation";

/** The label of a contact form service value ("web-design" → "Web Design"). */
export const serviceLabel = (value: string) => contactServiceOptions.find((o) => o.value === value)?.label ?? value;
