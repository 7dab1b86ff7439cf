export interface ProfessionalCard {
  id: string;
  name: string;
  image: string | null;
  description: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  outside_brazil: boolean;
  rating: number;
  review_count: number;
  min_price: number | null;
  is_price_negotiable: boolean;
  verified: boolean;
  services_suspended: boolean;
  created_at: string;
  specialties: string[];
  genres: string[];
  service_types: string[];
}

export interface ProfessionalProfile extends ProfessionalCard {
  bio: string | null;
  instagram: string | null;
  whatsapp_country_code: string;
  /** null when contact is barred */
  whatsapp_number: string | null;
  equipment: string[];
  work_details: string | null;
  is_active: boolean;
}

export interface Service {
  id: string;
  professional_id: string;
  title: string;
  description: string;
  price: number | null;
  is_price_negotiable: boolean;
}

export interface PortfolioItem {
  id: string;
  professional_id: string;
  title: string;
  description: string;
  url: string;
  content_type: 'audio' | 'link' | (string & {});
  created_at: string;
  updated_at: string;
}

export interface PublicReview {
  id: string;
  user_name: string;
  rating: number;
  comment: string;
  project_url: string | null;
  created_at: string;
}

export const DEFAULT_AVATAR = '/default-avatar.svg';
