import { REVIEW_MESSAGES } from '@app/domain/schemas/review-messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { sentRequests, server } from '@/test/msw';
import { jsonResponse, renderWithQuery } from '@/test/render';
import { rememberReview } from '../utils/review-guard';
import { ReviewDialog } from './review-dialog';

/** The server answers the review with this response. */
const answerReview = (response: () => Response) => server.use(http.post('/api/professionals/:id/reviews', response));

function setup() {
  const onOpenChange = vi.fn();
  renderWithQuery(<ReviewDialog professionalId="p1" professionalName="Ana Souza" open onOpenChange={onOpenChange} />);
  return { user: userEvent.setup(), onOpenChange };
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>, email = 'cliente@example.com') {
  await user.click(screen.getByRole('radio', { name: '4 estrelas' }));
  await user.type(screen.getByLabelText(/Link do projeto/), 'https://open.spotify.com/track/123');
  await user.type(screen.getByLabelText(/Seu nome/), 'Carlos Lima');
  await user.type(screen.getByLabelText(/Seu e-mail/), email);
  await user.type(screen.getByLabelText(/Comentário/), 'Trabalho impecável, entregou antes do prazo.');
}

describe('Avaliar Profissional dialog', () => {
  it('shows every required-field message when sent empty', async () => {
    const { user } = setup();
    expect(screen.getByRole('dialog', { name: 'Avaliar Profissional' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));

    expect(await screen.findByText(REVIEW_MESSAGES.rating)).toBeInTheDocument();
    expect(screen.getByText(REVIEW_MESSAGES.projectRequired)).toBeInTheDocument();
    expect(screen.getByText(REVIEW_MESSAGES.name)).toBeInTheDocument();
    expect(screen.getByText(REVIEW_MESSAGES.email)).toBeInTheDocument();
    expect(screen.getByText(REVIEW_MESSAGES.comment)).toBeInTheDocument();
    expect(screen.getByLabelText(/Link do projeto/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Link do projeto/)).toHaveAccessibleDescription(
      expect.stringContaining(REVIEW_MESSAGES.projectRequired),
    );
    expect(await sentRequests()).toEqual([]);
  });

  it('refuses a project link that is no address', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText(/Link do projeto/), 'minha faixa');
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    expect(await screen.findByText(REVIEW_MESSAGES.projectInvalid)).toBeInTheDocument();
  });

  it('completes a link pasted without its scheme with https://, in the field and in what it sends', async () => {
    answerReview(() => jsonResponse({ id: 'r1' }, 201));
    const { user, onOpenChange } = setup();
    await fillValidForm(user);
    const link = screen.getByLabelText(/Link do projeto/);
    await user.clear(link);
    await user.type(link, 'soundcloud.com/mcjoao/meu-single');
    await user.tab();
    expect(link).toHaveValue('https://soundcloud.com/mcjoao/meu-single');
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(((await sentRequests())[0]?.body as { project_url: string }).project_url).toBe(
      'https://soundcloud.com/mcjoao/meu-single',
    );
  });

  it('refuses an invalid e-mail', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText(/Seu e-mail/), 'carlos@');
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    expect(await screen.findByText(REVIEW_MESSAGES.email)).toBeInTheDocument();
  });

  it('sends a valid review to the server and closes', async () => {
    answerReview(() => jsonResponse({ id: 'r1' }, 201));
    const { user, onOpenChange } = setup();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [sent] = await sentRequests();
    expect(sent?.path).toBe('/api/professionals/p1/reviews');
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.get('X-Requested-With')).toBe('fetch');
    expect(sent?.body).toEqual({
      rating: 4,
      project_url: 'https://open.spotify.com/track/123',
      user_name: 'Carlos Lima',
      user_email: 'cliente@example.com',
      comment: 'Trabalho impecável, entregou antes do prazo.',
      // The browser's id, so that a contact made through the site earlier earns the review its badge.
      visitor_id: window.localStorage.getItem('visitor_id'),
    });
    expect(window.localStorage.getItem('visitor_id')?.length).toBeGreaterThanOrEqual(8);
  });

  it('stops the same e-mail from reviewing the same professional twice', async () => {
    rememberReview('p1', 'cliente@example.com', Date.now() - 8 * 24 * 60 * 60 * 1000);
    const { user } = setup();
    await fillValidForm(user, 'Cliente@Example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.duplicate);
    expect(await sentRequests()).toEqual([]);
  });

  it('says at once, while the 7-day cooldown runs, from when a review is possible again', () => {
    const sentAt = new Date(2026, 10, 20, 14, 5).getTime();
    rememberReview('other-professional', 'outro@example.com', sentAt);
    vi.spyOn(Date, 'now').mockReturnValue(sentAt + 2 * 24 * 60 * 60 * 1000);
    setup();
    expect(screen.getByRole('dialog', { name: 'Avaliar Profissional' })).toHaveAccessibleDescription(
      'Você enviou uma avaliação há pouco. Uma nova avaliação será possível a partir de 27/11/2026 às 14:05.',
    );
    expect(screen.queryByRole('button', { name: 'Enviar avaliação' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Seu e-mail/)).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('offers the form again once the cooldown has passed', () => {
    rememberReview('other-professional', 'outro@example.com', Date.now() - 7 * 24 * 60 * 60 * 1000 - 1000);
    setup();
    expect(screen.getByRole('button', { name: 'Enviar avaliação' })).toBeInTheDocument();
  });

  it("shows the server's message when the e-mail is the professional's own", async () => {
    answerReview(() => jsonResponse({ error: { code: 'forbidden', message: REVIEW_MESSAGES.ownProfile } }, 403));
    const { user } = setup();
    await fillValidForm(user, 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.ownProfile);
  });

  it('shows the duplicate message when the server answers 409', async () => {
    answerReview(() => jsonResponse({ error: { code: 'duplicate_review', message: REVIEW_MESSAGES.duplicate } }, 409));
    const { user, onOpenChange } = setup();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.duplicate);
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('shows the generic failure message for other server errors', async () => {
    answerReview(() => jsonResponse({ error: { code: 'internal', message: 'Erro interno.' } }, 500));
    const { user } = setup();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.failure);
  });
});
