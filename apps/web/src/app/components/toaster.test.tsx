import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Toaster, useToastsStayOnTheirScreen } from './toaster';

function Layout() {
  useToastsStayOnTheirScreen();
  return <Outlet />;
}

function setup() {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/profissional-login', element: <Link to="/profissionais-area">Painel</Link> },
          {
            path: '/profissionais-area',
            element: (
              <Dialog>
                <Link to="/profissional-login">Voltar</Link>
                <DialogTrigger>Abrir</DialogTrigger>
                <DialogContent aria-describedby={undefined}>
                  <DialogTitle>Seu perfil está invisível!</DialogTitle>
                </DialogContent>
              </Dialog>
            ),
          },
        ],
      },
    ],
    { initialEntries: ['/profissional-login'] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <Toaster position="bottom-center" />
    </>,
  );
  return userEvent.setup();
}

const toasterEdge = () => document.querySelector('[data-sonner-toaster]')?.getAttribute('data-y-position');

describe('toasts belong to their screen', () => {
  afterEach(() => {
    act(() => void toast.dismiss());
  });

  it('takes an error away when the person leaves its screen', async () => {
    const u = setup();
    act(
      () => void toast.error('Erro no login', { description: 'Credenciais inválidas. Verifique seu email e senha.' }),
    );
    expect(await screen.findByText('Erro no login')).toBeInTheDocument();

    await u.click(screen.getByRole('link', { name: 'Painel' }));
    await waitFor(() => expect(screen.queryByText('Erro no login')).not.toBeInTheDocument());
  });

  it('lets a success follow one screen, not two: it would cover what the screen after asks for', async () => {
    const u = setup();
    act(() => void toast.success('E-mail confirmado!'));
    expect(await screen.findByText('E-mail confirmado!')).toBeInTheDocument();
    await u.click(screen.getByRole('link', { name: 'Painel' }));
    expect(screen.getByText('E-mail confirmado!')).toBeInTheDocument();
    await u.click(screen.getByRole('link', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByText('E-mail confirmado!')).not.toBeInTheDocument());
  });

  it('shows one toast at a time: a new one replaces the one on screen', async () => {
    setup();
    act(() => void toast.success('Salvo nos favoritos', { description: 'Ana Souza' }));
    expect(await screen.findByText('Ana Souza')).toBeInTheDocument();
    act(() => void toast.success('Salvo nos favoritos', { description: 'Bruno Lima' }));
    act(() => void toast.success('Salvo nos favoritos', { description: 'Carla Dias' }));
    expect(await screen.findByText('Carla Dias')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Salvo nos favoritos')).toHaveLength(1));
    expect(screen.queryByText('Ana Souza')).not.toBeInTheDocument();
    expect(screen.queryByText('Bruno Lima')).not.toBeInTheDocument();
  });

  it('keeps an error raised by the screen it is on', async () => {
    setup();
    act(() => void toast.error('Erro ao salvar'));
    expect(await screen.findByText('Erro ao salvar')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Erro ao salvar')).toBeInTheDocument();
  });

  it('moves the toasts to the top while a dialog is open on a phone, away from its buttons, and back after', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width: 639'), media: query }));
    const u = setup();
    act(() => void toast.success('E-mail confirmado!'));
    await screen.findByText('E-mail confirmado!');
    expect(toasterEdge()).toBe('bottom');

    await u.click(screen.getByRole('link', { name: 'Painel' }));
    await u.click(await screen.findByRole('button', { name: 'Abrir' }));
    expect(await screen.findByRole('dialog', { name: 'Seu perfil está invisível!' })).toBeInTheDocument();
    await waitFor(() => expect(toasterEdge()).toBe('top'));

    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(toasterEdge()).toBe('bottom'));
    vi.unstubAllGlobals();
  });

  it('leaves the toasts at the bottom on a wide screen, where the dialog is centred', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
    const u = setup();
    act(() => void toast.success('E-mail confirmado!'));
    await screen.findByText('E-mail confirmado!');
    await u.click(screen.getByRole('link', { name: 'Painel' }));
    await u.click(await screen.findByRole('button', { name: 'Abrir' }));
    expect(await screen.findByRole('dialog', { name: 'Seu perfil está invisível!' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toasterEdge()).toBe('bottom');
    vi.unstubAllGlobals();
  });
});
