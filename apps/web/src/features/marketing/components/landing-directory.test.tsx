import { screen } from '@testing-library/react';
import { http } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw';
import { jsonResponse, renderWithQuery } from '@/test/render';
import { LandingDirectory } from './landing-directory';

const render = () =>
  renderWithQuery(
    <MemoryRouter>
      <LandingDirectory />
    </MemoryRouter>,
  );

describe("The home page's 'Profissionais por cidade'", () => {
  it('links each landing page by its name and how many professionals it has', async () => {
    server.use(
      http.get('/api/landing', () =>
        jsonResponse({
          items: [
            { path: '/produtor-musical/sao-paulo-sp', label: 'Produtores musicais em São Paulo, SP', total: 7 },
            { path: '/cantora/rj', label: 'Cantoras no Rio de Janeiro', total: 3 },
          ],
        }),
      ),
    );
    render();
    expect(await screen.findByRole('heading', { name: 'Profissionais por cidade' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Produtores musicais em São Paulo, SP/ })).toHaveAttribute(
      'href',
      '/produtor-musical/sao-paulo-sp',
    );
    expect(screen.getByRole('link', { name: /Cantoras no Rio de Janeiro \(3\)/ })).toHaveAttribute(
      'href',
      '/cantora/rj',
    );
  });

  it('says nothing where no city has enough professionals yet', async () => {
    let asked = false;
    server.use(
      http.get('/api/landing', () => {
        asked = true;
        return jsonResponse({ items: [] });
      }),
    );
    const { container } = render();
    await expect.poll(() => asked).toBe(true);
    expect(container).toBeEmptyDOMElement();
  });
});
