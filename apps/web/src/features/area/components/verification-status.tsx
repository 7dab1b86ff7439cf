import { VERIFICATION_CHECKS, VERIFICATION_LABELS } from '@app/domain/constants/verification';
import type { OwnVerification } from '@app/domain/schemas/api/me';
import { BadgeCheck, Clock, ShieldX } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

function explanation(verification: OwnVerification, isActive: boolean): string {
  if (verification.status === 'verified') return 'Seu perfil exibe o selo Verificado para os clientes.';
  if (verification.status === 'refused')
    return 'Corrija o que foi apontado e salve o seu perfil: ele volta para a fila de verificação.';
  if (!verification.required_for_listing)
    return 'Seu perfil já aparece nas buscas; o selo Verificado aparece quando a equipe concluir a análise.';
  if (!isActive)
    return 'A análise começa quando sua assinatura estiver ativa. Seu perfil aparece nas buscas depois de verificado.';
  return 'Nossa equipe está analisando o seu perfil. Ele aparece nas buscas e recebe contatos assim que for verificado.';
}

/** Where the professional's verification stands, and what the team looks at. */
export function VerificationStatus({ verification, isActive }: { verification: OwnVerification; isActive: boolean }) {
  const label =
    verification.status === 'refused'
      ? VERIFICATION_LABELS.refused(verification.refusal_reason ?? '')
      : VERIFICATION_LABELS[verification.status];
  return (
    <Card role="region" aria-labelledby="verification-title">
      <CardHeader>
        <CardTitle id="verification-title">Verificação do perfil</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <p>
          {verification.status === 'verified' ? (
            <Badge variant="success" size="md">
              <BadgeCheck aria-hidden />
              {label}
            </Badge>
          ) : verification.status === 'refused' ? (
            <Badge variant="danger" size="md" className="whitespace-normal">
              <ShieldX aria-hidden />
              {label}
            </Badge>
          ) : (
            <Badge variant="accent" size="md">
              <Clock aria-hidden />
              {label}
            </Badge>
          )}
        </p>
        <p className="text-muted-foreground">{explanation(verification, isActive)}</p>
        {verification.status === 'refused' ? (
          <Link
            to="/profissionais-area/perfil"
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Editar meu perfil
          </Link>
        ) : null}
        {verification.status === 'verified' ? null : (
          <div>
            <h3 className="font-semibold text-ink">O que a equipe confere</h3>
            <ul className="mt-1.5 flex list-disc flex-col gap-1 pl-5 text-muted-foreground marker:text-brand-300">
              {VERIFICATION_CHECKS.map((check) => (
                <li key={check}>{check}</li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
