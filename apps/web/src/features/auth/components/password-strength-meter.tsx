import { Check, X } from 'lucide-react';
import { PASSWORD_CRITERIA, passwordScore, passwordStrengthLabel } from '@app/domain/rules/password-strength';
import { cn } from '@/lib/cn';

function barColor(score: number) {
  if (score < 40) return 'bg-danger';
  if (score < 60) return 'bg-accent-strong';
  if (score < 80) return 'bg-accent';
  if (score < 100) return 'bg-brand-500';
  return 'bg-success';
}

/** 20 points per criterion met, with the spec's labels, and the list of criteria. */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const score = passwordScore(password);
  const label = passwordStrengthLabel(score);
  return (
    <div id={id} className="flex flex-col gap-2">
      <div className="flex items-center justify-between text-xs">
        <span className="text-muted-foreground">Força da senha</span>
        <span className="font-semibold text-ink" data-testid="password-strength-label">
          {label}
        </span>
      </div>
      <div
        role="meter"
        aria-label="Força da senha"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={`${label} (${score}%)`}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full rounded-full transition-all duration-300', barColor(score))}
          style={{ width: `${score}%` }}
        />
      </div>
      <ul className="grid grid-cols-1 gap-1 text-xs sm:grid-cols-2">
        {PASSWORD_CRITERIA.map((c) => {
          const met = c.test(password);
          return (
            <li key={c.key} className={cn('flex items-center gap-1.5', met ? 'text-success' : 'text-muted-foreground')}>
              {met ? <Check aria-hidden className="size-3.5" /> : <X aria-hidden className="size-3.5" />}
              <span>{c.label}</span>
              <span className="sr-only">{met ? '(atendido)' : '(pendente)'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
