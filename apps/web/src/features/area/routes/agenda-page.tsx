import { BOOKING_HORIZON_OPTIONS } from '@app/domain/constants/availability';
import { addDays, brazilDay } from '@app/domain/rules/calendar-day';
import { AVAILABILITY_MESSAGES } from '@app/domain/schemas/availability';
import { CalendarSync, Download, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { SkeletonStack } from '@/components/ui/skeleton';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ApiError, GENERIC_ERROR_MESSAGE } from '@/lib/api-client';
import {
  useChangeBusyDays,
  useOwnAvailability,
  useSyncCalendar,
  useUpdateAvailabilitySettings,
} from '../api/availability';
import { MonthCalendar, shiftMonth, type DayState } from '../components/month-calendar';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE);
const syncedAt = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

export function Component() {
  const [month, setMonth] = useState(() => brazilDay().slice(0, 7));
  const from = `${month}-01`;
  const to = addDays(`${shiftMonth(month, 1)}-01`, -1);
  const availability = useOwnAvailability(from, to);
  const change = useChangeBusyDays();
  const settings = useUpdateAvailabilitySettings();
  const sync = useSyncCalendar();
  const [rangeMode, setRangeMode] = useState(false);
  // Taps show at once; the server's answer replaces them when it arrives.
  const [pending, setPending] = useState<Map<string, boolean>>(new Map());
  const [calendarUrl, setCalendarUrl] = useState('');
  const data = availability.data;

  useEffect(() => {
    if (data) setCalendarUrl(data.calendar.url ?? '');
  }, [data?.calendar.url]); // eslint-disable-line react-hooks/exhaustive-deps -- only a new saved address replaces what is typed

  if (availability.isPending) {
    return <SkeletonStack bars={['h-10 w-48', 'h-96 rounded-xl']} className="gap-5" />;
  }
  if (availability.isError || !data) {
    return <ErrorAlert>Não foi possível carregar sua agenda.</ErrorAlert>;
  }

  // A day from a deal or the calendar stays so whatever else marks it; one marked by hand may be freed.
  const RANK: Record<DayState, number> = { free: 0, busy: 1, calendar: 2, deal: 3 };
  const sources = new Map<string, DayState>();
  for (const d of data.days) {
    const state: DayState = d.source === 'manual' ? 'busy' : d.source;
    if (RANK[state] > RANK[sources.get(d.day) ?? 'free']) sources.set(d.day, state);
  }
  const stateOf = (day: string): DayState => {
    const fixed = sources.get(day);
    if (fixed === 'calendar' || fixed === 'deal') return fixed;
    const local = pending.get(day);
    if (local !== undefined) return local ? 'busy' : 'free';
    return sources.get(day) ?? 'free';
  };

  const onChange = (days: string[], busy: boolean) => {
    if (!days.length) return;
    setPending((p) => new Map([...p, ...days.map((d) => [d, busy] as const)]));
    change.mutate(
      { days, busy },
      {
        onError: (error) => toast.error('Erro', { description: messageOf(error) }),
        onSettled: () =>
          setPending((p) => {
            const next = new Map(p);
            for (const d of days) next.delete(d);
            return next;
          }),
      },
    );
  };

  const saveSettings = async (input: Parameters<typeof settings.mutateAsync>[0], success: string) => {
    try {
      const saved = await settings.mutateAsync(input);
      if (saved.calendar.error)
        toast.error('Não foi possível importar o calendário', { description: saved.calendar.error });
      else toast.success(success);
    } catch (error) {
      toast.error('Erro', { description: messageOf(error) });
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Agenda</h1>
        <p className="mt-1 text-muted-foreground">
          Marque os dias em que você já está ocupado. Quem busca por data só encontra você nos dias livres, e o seu
          perfil mostra as próximas datas disponíveis.
        </p>
      </header>

      <Card>
        <CardContent className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-muted-foreground">
              Toque num dia para marcar ou liberar. No computador, Shift + clique marca um período.
            </p>
            <Button
              variant={rangeMode ? 'primary' : 'outline'}
              size="sm"
              aria-pressed={rangeMode}
              onClick={() => setRangeMode((m) => !m)}
            >
              Marcar período
            </Button>
          </div>
          <MonthCalendar
            month={month}
            onMonthChange={setMonth}
            today={data.today}
            horizonEnd={data.horizon_end}
            stateOf={stateOf}
            onChange={onChange}
            rangeMode={rangeMode}
          />
        </CardContent>
      </Card>

      <div className="grid gap-5 lg:grid-cols-2">
        <Card>
          <CardContent className="flex flex-col gap-3">
            <h2 className="text-lg font-semibold">Até quando você aceita reservas</h2>
            <FormField label="Aceito reservas com até" description="Datas depois disso não aparecem como livres.">
              <NativeSelect
                value={String(data.booking_horizon_days)}
                disabled={settings.isPending}
                onChange={(e) =>
                  void saveSettings({ booking_horizon_days: Number(e.target.value) }, AVAILABILITY_MESSAGES.saved)
                }
              >
                {BOOKING_HORIZON_OPTIONS.map((o) => (
                  <option key={o.days} value={o.days}>
                    {o.label} de antecedência
                  </option>
                ))}
                {BOOKING_HORIZON_OPTIONS.some((o) => o.days === data.booking_horizon_days) ? null : (
                  <option value={data.booking_horizon_days}>{data.booking_horizon_days} dias de antecedência</option>
                )}
              </NativeSelect>
            </FormField>
          </CardContent>
        </Card>

        <Card>
          <CardContent className="flex flex-col gap-3">
            <h2 className="flex items-center gap-2 text-lg font-semibold">
              <CalendarSync className="size-5 text-brand-700" aria-hidden />
              Sincronizar com seu calendário
            </h2>
            <form
              noValidate
              className="flex flex-col gap-3"
              onSubmit={(e) => {
                e.preventDefault();
                void saveSettings(
                  { calendar_url: calendarUrl.trim() || null },
                  calendarUrl.trim() ? AVAILABILITY_MESSAGES.calendarSynced : AVAILABILITY_MESSAGES.saved,
                );
              }}
            >
              <FormField
                label="Endereço privado do calendário (.ics)"
                description="No Google Agenda: Configurações › sua agenda › Endereço secreto no formato iCal. No iCloud: compartilhe a agenda como pública e copie o link. Os compromissos viram dias ocupados, atualizados a cada 3 horas."
              >
                <Input
                  type="url"
                  inputMode="url"
                  placeholder="https://calendar.google.com/calendar/ical/.../basic.ics"
                  value={calendarUrl}
                  onChange={(e) => setCalendarUrl(e.target.value)}
                />
              </FormField>
              {data.calendar.url ? (
                <p
                  className={data.calendar.error ? 'text-sm font-medium text-danger' : 'text-sm text-muted-foreground'}
                  role={data.calendar.error ? 'alert' : undefined}
                >
                  {data.calendar.error
                    ? data.calendar.error
                    : data.calendar.synced_at
                      ? `Importado em ${syncedAt.format(new Date(data.calendar.synced_at))}.`
                      : 'Ainda não importado.'}
                </p>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <Button type="submit" disabled={settings.isPending}>
                  {settings.isPending ? 'Salvando...' : 'Salvar endereço'}
                </Button>
                {data.calendar.url ? (
                  <Button
                    type="button"
                    variant="outline"
                    disabled={sync.isPending}
                    onClick={() =>
                      sync.mutate(undefined, {
                        onSuccess: (r) =>
                          r.calendar.error
                            ? toast.error('Não foi possível importar o calendário', { description: r.calendar.error })
                            : toast.success(AVAILABILITY_MESSAGES.calendarSynced),
                        onError: (error) => toast.error('Erro', { description: messageOf(error) }),
                      })
                    }
                  >
                    <RefreshCw aria-hidden className={sync.isPending ? 'animate-spin' : undefined} />
                    Importar agora
                  </Button>
                ) : null}
              </div>
            </form>
            <div className="border-t border-border pt-3">
              <Button asChild variant="link" className="h-auto px-0">
                <a href="/api/me/availability.ics" download>
                  <Download aria-hidden />
                  Baixar dias ocupados (.ics)
                </a>
              </Button>
            </div>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
