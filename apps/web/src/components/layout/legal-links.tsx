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
