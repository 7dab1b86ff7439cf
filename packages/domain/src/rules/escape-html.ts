/**
 * Text made safe to place in HTML, in element content or in a quoted attribute: the five
 * characters that could end either are written as numeric references. Used wherever HTML is
 * written by hand (e-mails, page heads).
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
