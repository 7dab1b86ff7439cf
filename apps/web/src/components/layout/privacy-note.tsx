import { TermsAndPrivacyLinks } from './legal-links';

/** Under forms that ask a visitor for an e-mail: what it is for, with the terms and the policy. */
export function PrivacyNote() {
  return (
    <p className="text-xs leading-relaxed text-muted-foreground">
      Seu e-mail não é publicado: usamos só para falar com você sobre este envio. Ao enviar, você concorda com os{' '}
      <TermsAndPrivacyLinks />.
    </p>
  );
}
