export interface MissingItem {
  key: string;
  label: string;
}

export interface OwnProfile {
  id: string;
  name: string;
  image: string | null;
  description: string | null;
  bio: string | null;
  instagram: string | null;
  whatsapp_country_code: string;
  whatsapp_number: string | null;
  min_price: number | null;
  is_price_negotiable: boolean;
  equipment: string[];
  work_details: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  outside_brazil: boolean;
  specialties: string[];
  genres: string[];
  service_types: string[];
  rating: number;
  review_count: number;
  verified: boolean;
  services_suspended: boolean;
  is_blocked: boolean;
  is_active: boolean;
  created_at: string;
  profile_status: {
    is_complete: boolean;
    status: 'cadastro_completo' | 'cadastro_incompleto';
    missing_fields: string[];
    missing: MissingItem[];
  };
  support_email: string;
}

export interface OwnService {
  id: string;
  professional_id: string;
  title: string;
  description: string;
  price: number | null;
  is_price_negotiable: boolean;
}

export interface OwnPortfolioItem {
  id: string;
  professional_id: string;
  title: string;
  description: string;
  url: string;
  content_type: 'audio' | 'link';
  created_at: string;
  updated_at: string;
}

export interface OwnStats {
  views: number;
  clicks: number;
  conversion_rate: string;
  daily: { date: string; views: number; clicks: number }[];
}

export const DEFAULT_AVATAR = '/default-avatar.svg';
