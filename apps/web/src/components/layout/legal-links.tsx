import { Link } from 'react-router';
import { PRIVACY_PATH, TERMS_PATH } from '@app/domain/constants/legal';

/** Links to the terms of use and the privacy policy. */
export function LegalLinks({ className, linkClassName }: { className?: string; linkClassName?: string }) {
  return (
    <span className={className}>
      <Link to={TERMS_PATH} className={linkClassName}>
        Termos de Uso
      </Link>
      <Link to={PRIVACY_PATH} className={linkClassName}>
        Política de Privacidade
      </Link>
    </span>
  );
}

const inlineLink = 'font-medium text-brand-700 underline underline-offset-2';

/**
 * 'Termos de Uso e a Política de Privacidade' inside a sentence, each opening in a new tab so that
 * the form being filled in stays; `lowercase` where the sentence names them in passing.
 */
export function TermsAndPrivacyLinks({ lowercase = false }: { lowercase?: boolean }) {
  return (
    <>
      <a href={TERMS_PATH} target="_blank" rel="noopener" className={inlineLink}>
        {lowercase ? 'termos de uso' : 'Termos de Uso'}
      </a>{' '}
      e a{' '}
      <a href={PRIVACY_PATH} target="_blank" rel="noopener" className={inlineLink}>
        {lowercase ? 'política de privacidade' : 'Política de Privacidade'}
      </a>
    </>
  );
}
