import { AGREEMENT_MESSAGES } from '@app/domain/schemas/agreement';
import { addDays, brazilDay } from '@app/domain/rules/calendar-day';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw';
import { jsonResponse, renderWithQuery } from '@/test/render';
import { AgreementFormDialog, agreementDraft } from './agreement-form-dialog';

const packages = [
  { id: 'p1', title: 'Cerimônia', included: 'Voz e violão na cerimônia\n• Som para 100 pessoas', price: '1.200' },
  { id: 'p2', title: 'Festa', included: 'Banda completa por 3 h', price: '' },
];

function setup(onSubmit = vi.fn(async () => ({ title: 'Enviado', description: 'ok' }))) {
  server.use(http.post('/api/safety/check', () => jsonResponse({ notes: [] })));
  renderWithQuery(
    <AgreementFormDialog
      open
      onOpenChange={() => undefined}
      title="Propor acordo"
      description="Para Ana."
      initial={agreementDraft({ included: 'Do orçamento', price: '1.800', deposit: '540' })}
      submitLabel="Enviar acordo"
      packages={packages}
      onSubmit={onSubmit}
    />,
  );
  return { user: userEvent.setup(), onSubmit };
}

describe('the agreement form', () => {
  it('fills what is included and the price from a package, with the deposit at 30 %; a package without a price keeps the price', async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByLabelText('Preencher com um pacote (opcional)'), 'p1');
    expect(screen.getByLabelText(/O que está incluído/)).toHaveValue(
      'Voz e violão na cerimônia\n• Som para 100 pessoas',
    );
    expect(screen.getByLabelText(/Valor combinado/)).toHaveValue('1.200');
    expect(screen.getByLabelText(/Sinal \(R\$\)/)).toHaveValue('360');
    expect(screen.getByText('Sinal sugerido: até R$ 360,00 (30% do valor).')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Preencher com um pacote (opcional)'), 'p2');
    expect(screen.getByLabelText(/O que está incluído/)).toHaveValue('Banda completa por 3 h');
    expect(screen.getByLabelText(/Valor combinado/)).toHaveValue('1.200');
  });

  it('says each missing field in words and sends nothing; a complete form sends the terms as typed', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Enviar acordo' }));
    expect(screen.getByText(AGREEMENT_MESSAGES.date)).toBeInTheDocument();
    expect(screen.getByText(AGREEMENT_MESSAGES.time)).toBeInTheDocument();
    expect(screen.getByText(AGREEMENT_MESSAGES.place)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    const day = addDays(brazilDay(), 30);
    await user.type(screen.getByLabelText(/Data do evento/), day);
    await user.type(screen.getByLabelText(/Horário de início/), '19:30');
    await user.type(screen.getByLabelText(/Local e endereço/), 'Espaço Jardim');
    await user.click(screen.getByRole('radio', { name: /^Rígida/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar acordo' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        event_date: day,
        start_time: '19:30',
        place: 'Espaço Jardim',
        price: '1.800',
        cancellation: 'rigida',
      }),
    );
  });
});
