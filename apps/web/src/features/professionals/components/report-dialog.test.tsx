import { REPORT_MESSAGES, reportUploadFailed } from '@app/domain/schemas/report';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { sentTo, server } from '@/test/msw';
import { jsonResponse, renderWithQuery } from '@/test/render';
import { ReportDialog } from './report-dialog';

const catalog = {
  report_reasons: [
    { id: '1', reason: 'Perfil falso ou enganoso' },
    { id: '2', reason: 'Outro motivo' },
  ],
};

function route(reportResponse: () => Response, reported = false) {
  server.use(
    http.get('/api/catalog', () => jsonResponse(catalog)),
    http.get('/api/professionals/p1/reports/status', ({ request }) =>
      new URL(request.url).searchParams.get('visitor_id') ? jsonResponse({ reported }) : undefined,
    ),
    http.post('/api/professionals/p1/reports', reportResponse),
  );
}

/** Renders the dialog open and, unless told otherwise, waits for the form behind the report check. */
async function setup(waitForForm = true) {
  const onOpenChange = vi.fn();
  renderWithQuery(<ReportDialog professionalId="p1" professionalName="Ana Souza" open onOpenChange={onOpenChange} />);
  if (waitForForm) await screen.findByRole('button', { name: 'Enviar denúncia' });
  return { user: userEvent.setup({ applyAccept: false }), onOpenChange };
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Seu nome/), 'Marina Alves');
  await user.type(screen.getByLabelText(/Seu e-mail/), 'marina@example.com');
  await screen.findByRole('option', { name: 'Perfil falso ou enganoso' });
  await user.selectOptions(screen.getByLabelText(/Motivo/), 'Perfil falso ou enganoso');
  await user.type(screen.getByLabelText(/Detalhes/), 'Fotos copiadas de outro artista.');
}

const evidenceInput = () => screen.getByLabelText(/Imagem de evidência/);

describe('Reportar Profissional dialog for a visitor who already reported', () => {
  it('says so at once instead of showing the form', async () => {
    route(() => jsonResponse({ id: 'x' }, 201), true);
    await setup(false);
    expect(await screen.findByText(REPORT_MESSAGES.duplicate)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar denúncia' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Detalhes/)).not.toBeInTheDocument();
  });
});

describe('Reportar Profissional dialog', () => {
  it('requires name, e-mail, reason and details', async () => {
    route(() => jsonResponse({ id: 'x' }, 201));
    const { user } = await setup();
    expect(screen.getByRole('dialog', { name: 'Reportar Profissional' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar denúncia' }));

    expect(await screen.findByText(REPORT_MESSAGES.name)).toBeInTheDocument();
    expect(screen.getByText(REPORT_MESSAGES.email)).toBeInTheDocument();
    expect(screen.getByText(REPORT_MESSAGES.reason)).toBeInTheDocument();
    expect(screen.getByText(REPORT_MESSAGES.details)).toBeInTheDocument();
    expect(screen.getByLabelText(/Motivo/)).toHaveAttribute('aria-invalid', 'true');
    expect(await sentTo('/api/professionals/p1/reports')).toEqual([]);
  });

  it("opened from a quote ('Reportar'), comes with 'Golpe ou cobrança suspeita' chosen, even if the list lacks it", async () => {
    route(() => jsonResponse({ id: 'x' }, 201));
    renderWithQuery(
      <ReportDialog
        professionalId="p1"
        professionalName="Ana Souza"
        reason="Golpe ou cobrança suspeita"
        open
        onOpenChange={vi.fn()}
      />,
    );
    await screen.findByRole('option', { name: 'Perfil falso ou enganoso' });
    expect(screen.getByLabelText(/Motivo/)).toHaveValue('Golpe ou cobrança suspeita');
  });

  it('offers the reasons from the server list', async () => {
    route(() => jsonResponse({ id: 'x' }, 201));
    await setup();
    expect(await screen.findByRole('option', { name: 'Perfil falso ou enganoso' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Outro motivo' })).toBeInTheDocument();
  });

  it('accepts only JPG, PNG or WEBP evidence', async () => {
    route(() => jsonResponse({ id: 'x' }, 201));
    const { user } = await setup();
    await user.upload(evidenceInput(), new File(['gif'], 'prova.gif', { type: 'image/gif' }));
    expect(await screen.findByText(REPORT_MESSAGES.imageType)).toBeInTheDocument();
    expect(evidenceInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses evidence larger than 5MB', async () => {
    route(() => jsonResponse({ id: 'x' }, 201));
    await setup();
    const big = new File(['x'], 'prova.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(evidenceInput(), { target: { files: [big] } });
    expect(await screen.findByText(REPORT_MESSAGES.imageSize)).toBeInTheDocument();
  });

  it('sends the report as multipart with the visitor id and the evidence', async () => {
    route(() => jsonResponse({ id: 'rep1' }, 201));
    const { user, onOpenChange } = await setup();
    await fillValidForm(user);
    const image = new File(['png'], 'prova.png', { type: 'image/png' });
    await user.upload(evidenceInput(), image);
    await user.click(screen.getByRole('button', { name: 'Enviar denúncia' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [sent] = await sentTo('/api/professionals/p1/reports', 'POST');
    expect(sent?.headers.get('X-Requested-With')).toBe('fetch');
    expect(sent?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = sent?.body as FormData;
    expect(form.get('reporter_name')).toBe('Marina Alves');
    expect(form.get('reporter_email')).toBe('marina@example.com');
    expect(form.get('report_reason')).toBe('Perfil falso ou enganoso');
    expect(form.get('details')).toBe('Fotos copiadas de outro artista.');
    expect(String(form.get('visitor_id')).length).toBeGreaterThanOrEqual(8);
    // The chosen file's bytes and type arrive (jsdom's File reaches Node's fetch without its name).
    const evidence = form.get('evidence') as File;
    expect(evidence.type).toBe('image/png');
    expect(await evidence.text()).toBe('png');
  });

  it('tells the visitor when this profile was already reported by them', async () => {
    route(() => jsonResponse({ error: { code: 'duplicate_report', message: REPORT_MESSAGES.duplicate } }, 409));
    const { user, onOpenChange } = await setup();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Enviar denúncia' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REPORT_MESSAGES.duplicate);
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it("shows the chosen file's name in Portuguese and SPEC's message when the upload cannot be stored", async () => {
    const message = reportUploadFailed(REPORT_MESSAGES.storageUnavailable);
    route(() => jsonResponse({ error: { code: 'upstream_error', message } }, 502));
    const { user } = await setup();
    expect(screen.getByText('Nenhum arquivo escolhido')).toBeInTheDocument();
    await fillValidForm(user);
    await user.upload(evidenceInput(), new File(['x'], 'print-do-golpe.png', { type: 'image/png' }));
    expect(screen.getByText('print-do-golpe.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar denúncia' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('links the terms and the privacy policy next to the e-mail it asks for', async () => {
    route(() => jsonResponse({ id: 'x' }, 201));
    await setup();
    expect(screen.getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('href', '/termos');
    expect(screen.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/privacidade');
  });
});
