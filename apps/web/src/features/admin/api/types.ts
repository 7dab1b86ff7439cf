export interface AuditEntry {
  id: number;
  action: string;
  entity_type: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
  created_at: string;
  actor_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface Dashboard {
  professionals: { total: number; listed: number; blocked: number; unverified: number };
  subscriptions: { status: string; count: number }[];
  reviews_pending: number;
  reports_open: number;
  daily: { date: string; views: number; contact_clicks: number }[];
  audit: AuditEntry[];
}

export interface AdminProfessional {
  id: string;
  user_id: string | null;
  name: string;
  email: string | null;
  image: string | null;
  city: string | null;
  state: string | null;
  created_at: string;
  verified: boolean;
  is_blocked: boolean;
  services_suspended: boolean;
  rating: number;
  review_count: number;
  subscription_status: string | null;
  is_active: boolean;
  listed: boolean;
}

export interface AdminReview {
  id: string;
  professional_id: string;
  professional_name: string;
  user_name: string;
  user_email: string;
  rating: number;
  comment: string;
  project_url: string | null;
  is_approved: boolean;
  moderated_at: string | null;
  created_at: string;
}

export interface AdminReport {
  id: string;
  professional_id: string;
  professional_name: string;
  professional_blocked: boolean;
  reporter_name: string;
  reporter_email: string;
  report_reason: string;
  details: string;
  image_url: string | null;
  status: 'pending' | 'resolved' | 'dismissed';
  created_at: string;
  resolved_at: string | null;
}

export interface ReportReasonRow {
  id: number;
  reason: string;
  position: number;
  report_count: number;
}

export interface AdminSettings {
  list_only_verified: boolean;
  support_email: string;
  report_reasons: ReportReasonRow[];
}
