const MEGABYTE = 1024 * 1024;

/** A size limit as the screens write it: '10MB'. Only whole megabytes, so a text never rounds the rule. */
export function megabytesText(bytes: number): string {
  if (bytes % MEGABYTE !== 0) throw new Error(`Tamanho sem megabytes inteiros: ${bytes} bytes`);
  return `${bytes / MEGABYTE}MB`;
}
