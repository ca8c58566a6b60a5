/**
 * An RFC 4122 UUID in its text form, any version, either case: the ids the portal gives out
 * (visitor ids, request ids, prompt ids, alert ids) and accepts back only in this shape.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);
