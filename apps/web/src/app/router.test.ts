import { SITE_TITLE } from '@app/domain/constants/brand';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeDocumentTitle } from '@/lib/document-title';
import { routes } from './router';

const titleAt = (path: string) =>
  routeDocumentTitle((matchRoutes(routes, path) ?? []).map((m) => ({ handle: m.route.handle, data: undefined })));

describe('tab titles', () => {
  it('gives every page drawn in the browser a title of its own', () => {
    const paths = [
      '/profissional-login',
      '/profissional-cadastro',
      '/redefinir-senha',
      '/email-confirmado',
      '/confirmar-novo-email',
      '/sessao/encerrar',
      '/favoritos',
      '/avaliacoes/confirmar',
      '/pedir-orcamento',
      '/pedido',
      '/acordo',
      '/acordos/verificar',
      '/checkout-success',
      '/profissionais-area',
      '/profissionais-area/perfil',
      '/profissionais-area/servicos',
      '/profissionais-area/agenda',
      '/profissionais-area/portfolio',
      '/profissionais-area/detalhes',
      '/profissionais-area/assinatura',
      '/profissionais-area/configuracoes',
      '/profissionais-area/pedidos',
      '/admin/setup',
      '/admin/login',
      '/admin',
      '/admin/profissionais',
      '/admin/verificacao',
      '/admin/avaliacoes',
      '/admin/denuncias',
      '/admin/pedidos',
      '/admin/configuracoes',
    ];
    const titles = paths.map(titleAt);
    for (const title of titles) expect(title).not.toBe(SITE_TITLE);
    expect(new Set(titles).size).toBe(paths.length);
    expect(titleAt('/profissional-login')).toBe('Entrar | Palco Brasil');
    expect(titleAt('/profissional-cadastro')).toBe('Criar conta | Palco Brasil');
  });

  it("takes a server-rendered page's title from its loader, and the site's title when there is none", () => {
    expect(
      routeDocumentTitle([
        { handle: undefined, data: { meta: { title: 'Encontre profissionais da música | Palco Brasil' } } },
      ]),
    ).toBe('Encontre profissionais da música | Palco Brasil');
    expect(routeDocumentTitle([{ handle: undefined, data: undefined }])).toBe(SITE_TITLE);
  });
});
