import { BRAND_NAME } from '@app/domain/constants/brand';
import { brazilPhoneLabel, companyIdentification, DEMO_COMPANY_LABEL } from '@app/domain/rules/company';
import { whatsappUrl } from '@app/domain/rules/contact';
import { escapeHtml } from '@app/domain/rules/escape-html';
import type { EmailText } from '@app/domain/emails/text';
import type { Company } from '@app/domain/schemas/api/legal';
import type { MailMessage } from './mail.ts';

/** Who sends every message and how to reach them: the foot of each e-mail. */
export interface MailSignature {
  supportEmail: string;
  company: Company;
}

export interface EmailContent extends Omit<EmailText, 'subject'> {
  signature: MailSignature;
}

/** A message ready to send: the text written in the domain package, in the brand's frame, to one address. */
export function composeEmail(to: string, content: EmailText, signature: MailSignature): MailMessage {
  const { subject, ...body } = content;
  return { to, subject, ...renderEmail({ ...body, signature }) };
}

/** The brand's e-mail frame in HTML (inline styles: mail clients ignore style sheets) and plain text. */
export function renderEmail(c: EmailContent): { html: string; text: string } {
  const { supportEmail, company } = c.signature;
  const whatsapp = company.support_whatsapp;
  // The seller named in every message (Decreto 7.962/2013, art. 2º); stand-in values say so.
  const identification = `${companyIdentification(company)}${company.demo ? ` (${DEMO_COMPANY_LABEL})` : ''}`;
  const p = (t: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1c1433">${escapeHtml(t)}</p>`;
  const note = (t: string) =>
    `<p style="margin:0 0 8px;font-size:13px;line-height:20px;color:#6b6480">${escapeHtml(t)}</p>`;
  const url = escapeHtml(c.action.url);
  const html = `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(BRAND_NAME)}</title></head>
<body style="margin:0;padding:0;background:#f5f3ff;font-family:Inter,Segoe UI,Roboto,Helvetica,Arial,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(c.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f3ff;padding:32px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;overflow:hidden;border:1px solid #ddd6fe">
<tr><td style="background:#5b21b6;padding:20px 28px;font-size:20px;font-weight:800;color:#ffffff;letter-spacing:-0.01em">
<span style="display:inline-block;width:12px;height:12px;border-radius:3px;background:#f59e0b;margin-right:10px"></span>${escapeHtml(BRAND_NAME)}
</td></tr>
<tr><td style="padding:28px">
${p(c.greeting)}
${c.paragraphs.map(p).join('\n')}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:10px;background:#6d28d9">
<a href="${url}" style="display:inline-block;padding:14px 24px;font-size:16px;font-weight:700;color:#ffffff;text-decoration:none">${escapeHtml(c.action.label)}</a>
</td></tr></table>
${note('Se o botão não funcionar, copie e cole este endereço no navegador:')}
<p style="margin:0 0 20px;font-size:13px;line-height:20px;word-break:break-all"><a href="${url}" style="color:#6d28d9">${url}</a></p>
${c.notes.map(note).join('\n')}
</td></tr>
<tr><td style="padding:18px 28px;border-top:1px solid #ede9fe;font-size:12px;line-height:18px;color:#6b6480">
${escapeHtml(BRAND_NAME)} · Conectando talentos e oportunidades na música brasileira.<br>
Dúvidas? Escreva para <a href="mailto:${escapeHtml(supportEmail)}" style="color:#6d28d9">${escapeHtml(supportEmail)}</a>${
    whatsapp
      ? ` ou chame no WhatsApp <a href="${escapeHtml(whatsappUrl(whatsapp))}" style="color:#6d28d9">${escapeHtml(brazilPhoneLabel(whatsapp))}</a>`
      : ''
  }.<br>
${escapeHtml(identification)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  const text = [
    BRAND_NAME,
    '',
    c.greeting,
    '',
    ...c.paragraphs.flatMap((t) => [t, '']),
    `${c.action.label}: ${c.action.url}`,
    '',
    ...c.notes,
    '',
    `Dúvidas? Escreva para ${supportEmail}${whatsapp ? ` ou chame no WhatsApp ${brazilPhoneLabel(whatsapp)} (${whatsappUrl(whatsapp)})` : ''}.`,
    identification,
    '',
  ].join('\n');
  return { html, text };
}
