import { PRIVACY_PATH, TERMS_PATH } from '@app/domain/constants/legal';

const link = 'font-medium text-brand-700 underline underline-offset-2';

/** Under forms that ask a visitor for an e-mail: what it is for, with the terms and the policy. */
export function PrivacyNote() {
  return (
    <p className="text-xs leading-relaxed text-muted-foreground">
      Seu e-mail não é publicado: usamos só para falar com você sobre este envio. Ao enviar, você concorda com os{' '}
      <a href={TERMS_PATH} target="_blank" rel="noopener" className={link}>
        Termos de Uso
      </a>{' '}
      e a{' '}
      <a href={PRIVACY_PATH} target="_blank" rel="noopener" className={link}>
        Política de Privacidade
      </a>
      .
    </p>
  );
}
