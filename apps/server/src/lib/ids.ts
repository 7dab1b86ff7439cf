const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value from a URL can name a row: anything else would make the database's uuid cast fail. */
export const isUuid = (value: string): boolean => UUID.test(value);
