/**
 * HTTP conditional requests (RFC 9110, section 13) for a GET of a stored file: the status the answer
 * takes before the body is sent. Validators that cannot be read are treated as HTTP says: a malformed
 * If-Match matches nothing (412), a malformed If-None-Match matches nothing (200), and a date that
 * does not parse is ignored.
 */
export type Preconditions = 200 | 304 | 412;

/** The entity tags of a header value (`"a", W/"b"`), or "*"; tags that do not parse are dropped. */
function entityTags(value: string): string[] | "*" {
  if (value.trim() === "*") return "*";
  return [...value.matchAll(/(?:^|,)\s*((?:W\/)?"[\x21\x23-\x7e\x80-\xff]*")\s*(?=,|$)/g)].map((match) => match[1]!);
}

const opaque = (tag: string) => tag.replace(/^W\//, "");

/** An HTTP date, at whole seconds; null when the value is no date. */
function httpDate(value: string | null): number | null {
  if (value === null) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : Math.floor(time / 1000);
}

export function preconditionStatus(headers: Headers, resource: { etag: string; lastModified: Date }): Preconditions {
  const modified = Math.floor(resource.lastModified.getTime() / 1000);

  const ifMatch = headers.get("If-Match");
  if (ifMatch !== null) {
    // Strong comparison: a weak tag never matches.
    const tags = entityTags(ifMatch);
    if (tags !== "*" && !tags.some((tag) => !tag.startsWith("W/") && tag === resource.etag)) return 412;
  } else {
    const since = httpDate(headers.get("If-Unmodified-Since"));
    if (since !== null && modified > since) return 412;
  }

  const ifNoneMatch = headers.get("If-None-Match");
  if (ifNoneMatch !== null) {
    // Weak comparison.
    const tags = entityTags(ifNoneMatch);
    if (tags === "*" || tags.some((tag) => opaque(tag) === opaque(resource.etag))) return 304;
  } else {
    const since = httpDate(headers.get("If-Modified-Since"));
    if (since !== null && modified <= since) return 304;
  }
  return 200;
}
