const SUBSCRIPTION_LABELS: Record<string, string> = {
  active: 'Ativa',
  trialing: 'Em teste',
  past_due: 'Pagamento pendente',
  unpaid: 'Não paga',
  canceled: 'Cancelada',
  incomplete: 'Incompleta',
  incomplete_expired: 'Expirada',
  paused: 'Pausada',
  none: 'Sem assinatura',
};

export function subscriptionLabel(status: string | null): string {
  return SUBSCRIPTION_LABELS[status ?? 'none'] ?? status ?? 'Sem assinatura';
}

const AUDIT_LABELS: Record<string, string> = {
  'admin.setup': 'Criou o primeiro administrador',
  'admin.create_cli': 'Administrador criado pela linha de comando',
  'admin.login': 'Entrou na administração',
  'admin.second_factor_enrol': 'Configurou o segundo fator',
  'admin.second_factor_recovery_code': 'Entrou com um código de recuperação',
  'admin.second_factor_reset_cli': 'Segundo fator redefinido pela linha de comando',
  'professional.second_factor_enrol': 'Profissional ativou a verificação em duas etapas',
  'professional.second_factor_recovery_code': 'Profissional entrou com um código de recuperação',
  'professional.second_factor_disable': 'Profissional desativou a verificação em duas etapas',
  'professional.verify': 'Verificou profissional',
  'professional.unverify': 'Removeu a verificação de profissional',
  'professional.block': 'Bloqueou profissional',
  'professional.unblock': 'Desbloqueou profissional',
  'professional.verification_refuse': 'Recusou a verificação de profissional',
  'review.approve': 'Aprovou avaliação',
  'review.reject': 'Rejeitou avaliação',
  'report.resolve': 'Resolveu denúncia',
  'report.dismiss': 'Descartou denúncia',
  'report_reason.create': 'Adicionou motivo de denúncia',
  'report_reason.rename': 'Renomeou motivo de denúncia',
  'report_reason.delete': 'Removeu motivo de denúncia',
  'settings.update': 'Alterou configurações',
  'catalogue.add': 'Incluiu no catálogo',
  'catalogue_suggestion.refuse': 'Recusou sugestão para o catálogo',
  'scam_flag.review': 'Revisou alerta de golpe',
  'scam_pattern.create': 'Criou padrão do radar de golpes',
  'scam_pattern.update': 'Mudou padrão do radar de golpes',
  'request.hide': 'Ocultou pedido de orçamento',
  'request.show': 'Voltou a mostrar pedido de orçamento',
  'backup.download': 'Baixou cópia de segurança',
};

export function auditLabel(action: string): string {
  return AUDIT_LABELS[action] ?? action;
}

/** A short "campo: antes → depois" line for the values an audit entry changed. */
export function auditChange(before: unknown, after: unknown): string | null {
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  // A creation or a removal: name what was created or removed rather than diffing against nothing.
  if (!isRecord(before) || !isRecord(after)) {
    const subject = a.reason ?? b.reason ?? a.name ?? b.name;
    const email = a.email ?? b.email;
    if (typeof subject !== 'string') return null;
    return typeof email === 'string' ? `${subject} (${email})` : subject;
  }
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
    (k) => k !== 'ip' && k !== 'moderated_at' && k !== 'resolved_at',
  );
  const parts = keys
    .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((k) => `${FIELD_LABELS[k] ?? k}: ${show(b[k])} → ${show(a[k])}`);
  if (parts.length) return parts.join('; ');
  const name = a.name ?? b.name ?? a.reason ?? b.reason;
  return typeof name === 'string' ? name : null;
}

const FIELD_LABELS: Record<string, string> = {
  verified: 'verificado',
  is_blocked: 'bloqueado',
  is_approved: 'aprovada',
  rating: 'nota',
  review_count: 'avaliações',
  status: 'situação',
  reason: 'motivo',
  list_only_verified: 'só verificados',
  verification_refusal: 'motivo da recusa',
  support_email: 'e-mail de suporte',
  name: 'nome',
  email: 'e-mail',
  role: 'papel',
  hidden: 'oculto',
};

const STATUS_WORDS: Record<string, string> = { pending: 'pendente', resolved: 'resolvida', dismissed: 'descartada' };

function show(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (value === true) return 'sim';
  if (value === false) return 'não';
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (typeof value === 'string') return STATUS_WORDS[value] ?? value;
  return JSON.stringify(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

export function formatDateTime(value: string | null): string {
  if (!value) return '—';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '—' : dateTime.format(d);
}

const dateOnly = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' });

export function formatDate(value: string | null): string {
  if (!value) return '—';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '—' : dateOnly.format(d);
}

const dayMonth = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });

/** '2026-06-01' (a calendar day) → '01/06'. */
export function formatDay(isoDay: string): string {
  return dayMonth.format(new Date(`${isoDay}T00:00:00Z`));
}

const oneDecimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** A duration in minutes as the admin reads it: '45 min', '2 h', '1,5 h', '3 dias'. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null || !Number.isFinite(minutes)) return '—';
  if (minutes < 60) return `${Math.round(minutes)} min`;
  const hours = minutes / 60;
  if (hours < 48) return `${oneDecimal.format(Math.round(hours * 10) / 10)} h`;
  return `${oneDecimal.format(Math.round((hours / 24) * 10) / 10)} dias`;
}

const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 0 });

/** A share from 0 to 1 as a percentage: '60%'; '—' when there is none. */
export function formatShare(share: number | null): string {
  return share === null ? '—' : percent.format(share);
}
