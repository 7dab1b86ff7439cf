import { AUTH_MESSAGES } from '@app/domain/schemas/auth';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SignupForm } from './signup-form';

function setup() {
  const onSubmit = vi.fn();
  render(<SignupForm pending={false} onSubmit={onSubmit} />);
  return { user: userEvent.setup(), onSubmit };
}

const password = () => screen.getByLabelText('Senha');

describe('sign-up form', () => {
  it('shows every required-field message when sent empty', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText(AUTH_MESSAGES.name)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.email)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.passwordMin)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.confirm)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.terms)).toBeInTheDocument();
    expect(screen.getByLabelText('Nome completo')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['abcdefgh', AUTH_MESSAGES.passwordUpper],
    ['ABCDEFGH', AUTH_MESSAGES.passwordLower],
    ['Abcdefgh', AUTH_MESSAGES.passwordDigit],
    ['Abcdefg1', AUTH_MESSAGES.passwordSymbol],
    ['Ab1!', AUTH_MESSAGES.passwordMin],
  ])('explains what the password %s lacks', async (value, message) => {
    const { user } = setup();
    await user.type(password(), value);
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(password()).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('refuses a confirmation that does not match', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText('Nome completo'), 'Marina Costa');
    await user.type(screen.getByLabelText('E-mail'), 'marina@exemplo.com.br');
    await user.click(screen.getByRole('checkbox'));
    await user.type(password(), 'Palco@2026!');
    await user.type(screen.getByLabelText('Confirmar senha'), 'Palco@2026?');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText(AUTH_MESSAGES.mismatch)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('scores the password in 20-point steps with the spec’s labels', async () => {
    const { user } = setup();
    const meter = screen.getByRole('meter', { name: 'Força da senha' });
    const label = screen.getByTestId('password-strength-label');
    expect(meter).toHaveAttribute('aria-valuenow', '0');
    expect(label).toHaveTextContent('Vazia');
    const steps: [string, number, string][] = [
      ['a', 20, 'Muito fraca'],
      ['A', 40, 'Fraca'],
      ['1', 60, 'Média'],
      ['!', 80, 'Forte'],
      ['xyzw', 100, 'Excelente'],
    ];
    for (const [typed, score, text] of steps) {
      await user.type(password(), typed);
      expect(meter).toHaveAttribute('aria-valuenow', String(score));
      expect(label).toHaveTextContent(text);
    }
  });

  it('shows and hides the password', async () => {
    const { user } = setup();
    await user.type(password(), 'Palco@2026!');
    expect(password()).toHaveAttribute('type', 'password');
    await user.click(screen.getAllByRole('button', { name: 'Mostrar senha' })[0]!);
    expect(password()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(password()).toHaveAttribute('type', 'password');
  });

  it('hands over valid data, with the e-mail normalised', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText('Nome completo'), 'Marina Costa');
    await user.type(screen.getByLabelText('E-mail'), ' Marina@Exemplo.com.br ');
    await user.type(password(), 'Palco@2026!');
    await user.type(screen.getByLabelText('Confirmar senha'), 'Palco@2026!');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: 'Marina Costa',
      email: 'marina@exemplo.com.br',
      password: 'Palco@2026!',
      confirmPassword: 'Palco@2026!',
      acceptTerms: true,
    });
  });
});
