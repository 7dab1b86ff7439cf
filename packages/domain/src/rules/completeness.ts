export const MISSING_FIELD_LABELS = {
  name: 'Nome',
  description: 'Descrição',
  image: 'Foto do perfil',
  whatsapp: 'WhatsApp',
  specialties: 'Especialidades',
  genres: 'Gêneros musicais',
  service_types: 'Tipos de serviço',
  services: 'Adicione pelo menos um serviço',
  portfolio: 'Adicione pelo menos um item ao portfólio',
} as const;

export type MissingField = keyof typeof MISSING_FIELD_LABELS;

/** The same fields as a sentence names them ('Complete seu perfil: falta foto do perfil e WhatsApp'). */
export const MISSING_FIELD_NOUNS: Record<MissingField, string> = {
  name: 'nome',
  description: 'descrição',
  image: 'foto do perfil',
  whatsapp: 'WhatsApp',
  specialties: 'especialidades',
  genres: 'gêneros musicais',
  service_types: 'tipos de serviço',
  services: 'um serviço',
  portfolio: 'um item no portfólio',
};

const PROFILE_NOT_FOUND = 'Perfil não encontrado';

export interface CompletenessInput {
  name: string | null;
  description: string | null;
  image: string | null;
  whatsapp_number: string | null;
  specialties: readonly string[];
  genres: readonly string[];
  service_types: readonly string[];
  servicesCount: number;
  portfolioCount: number;
}

export interface ProfileStatus {
  is_complete: boolean;
  status: 'cadastro_completo' | 'cadastro_incompleto';
  missing_fields: string[];
}

const blank = (v: string | null) => !v || v.trim() === '';

function missingFields(p: CompletenessInput): MissingField[] {
  const missing: MissingField[] = [];
  if (blank(p.name)) missing.push('name');
  if (blank(p.description)) missing.push('description');
  if (blank(p.image)) missing.push('image');
  if (blank(p.whatsapp_number)) missing.push('whatsapp');
  if (p.specialties.length === 0) missing.push('specialties');
  if (p.genres.length === 0) missing.push('genres');
  if (p.service_types.length === 0) missing.push('service_types');
  if (p.servicesCount === 0) missing.push('services');
  if (p.portfolioCount === 0) missing.push('portfolio');
  return missing;
}

export function profileStatus(p: CompletenessInput | null): ProfileStatus {
  if (!p) return { is_complete: false, status: 'cadastro_incompleto', missing_fields: [PROFILE_NOT_FOUND] };
  const missing = missingFields(p);
  return {
    is_complete: missing.length === 0,
    status: missing.length === 0 ? 'cadastro_completo' : 'cadastro_incompleto',
    missing_fields: missing,
  };
}
