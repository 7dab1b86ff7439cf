import { PASSWORD_MAX } from '../constants/business.ts';

/** What the log-in, sign-up and password forms say, apart from their schemas (no zod where only the words are needed). */
export const AUTH_MESSAGES = {
  email: 'Digite um email válido',
  password: 'Digite sua senha',
  name: 'Nome é obrigatório',
  passwordMin: 'A senha deve ter pelo menos 8 caracteres',
  passwordLower: 'A senha deve conter pelo menos uma letra minúscula',
  passwordUpper: 'A senha deve conter pelo menos uma letra maiúscula',
  passwordDigit: 'A senha deve conter pelo menos um número',
  passwordSymbol: 'A senha deve conter pelo menos um caractere especial',
  passwordMax: `A senha pode ter no máximo ${PASSWORD_MAX} caracteres`,
  confirm: 'Confirme sua senha',
  mismatch: 'As senhas não coincidem',
  terms: 'Você precisa aceitar os termos para continuar',
  resetMin: 'A senha deve ter pelo menos 6 caracteres',
  invalidCredentials: 'Credenciais inválidas. Verifique seu email e senha.',
  emailNotConfirmed: 'Você precisa confirmar seu e-mail antes de fazer login. Verifique sua caixa de entrada.',
  loginFailed: 'Ocorreu um erro ao fazer login. Tente novamente.',
  weak: 'A senha não atende aos requisitos de segurança. Use uma combinação de letras, números e símbolos.',
  leaked: 'Esta senha já foi comprometida em vazamentos de dados anteriores. Por favor, escolha outra senha.',
  duplicate: 'Este email já está cadastrado. Tente fazer login.',
  signupFailed: 'Ocorreu um erro ao criar sua conta. Tente novamente.',
  blockedTitle: 'Conta bloqueada',
  blocked: 'Sua conta foi bloqueada. Por favor, entre em contato com o suporte.',
} as const;
