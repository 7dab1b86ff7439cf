export const BRAND_NAME = 'Palco Brasil';
export const FOOTER_TAGLINE = 'Conectando talentos e oportunidades na música brasileira.';

/** The site's own title and description, for pages that have none of their own and link previews. */
export const SITE_TITLE = `${BRAND_NAME} — profissionais da música`;
export const SITE_DESCRIPTION =
  'Encontre produtores, compositores, cantores, instrumentistas, DJs e beatmakers e fale direto pelo WhatsApp.';

/** The site's link preview picture (in the web app's public folder), for pages with no picture of their own. */
export const SITE_PREVIEW_IMAGE = '/og-image.png';
