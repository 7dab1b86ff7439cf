export const BRAND_NAME = 'Palco Brasil';
export const FOOTER_TAGLINE = 'Conectando talentos e oportunidades na música brasileira.';
