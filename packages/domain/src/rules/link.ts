/**
 * A link typed without its scheme ('soundcloud.com/mcjoao/meu-single', 'www.youtube.com/...') is
 * completed with https://, as a browser's address bar does; anything else is left as typed for the
 * validation to judge (a path of the app's own, another scheme, text that is not an address).
 */
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;
const HOST_FIRST =
  /^[\p{L}\d](?:[\p{L}\d-]*[\p{L}\d])?(?:\.[\p{L}\d](?:[\p{L}\d-]*[\p{L}\d])?)*\.[\p{L}]{2,}(?::\d+)?(?:[/?#]|$)/u;

export function withLinkScheme(value: string): string {
  const link = value.trim();
  if (link.startsWith('//')) return `https:${link}`;
  if (HAS_SCHEME.test(link) && !/^[^/]+\.[^/]+:\d/.test(link)) return link;
  return HOST_FIRST.test(link) ? `https://${link}` : link;
}
