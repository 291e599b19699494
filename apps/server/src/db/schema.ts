

/** Booleans are stored as 0/1 integers so one schema serves SQLite and PostgreSQL. */
export type Flag = 0 | 1;

export interface CustomersTable {
  id: string;
  public_hash: string;
  is_guest: Flag;
  first_name: string | null;
  last_name: string | null;
  email_address: string | null;
  phone_number: string | null;
  country: string | null;
  password_hash: string | null;
  created_at: number;
  updated_at: number;
}

export interface SessionsTable {
  token_hash: string;
  customer_id: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  revoked_at: number | null;
  catering_edit_order_id: string | null;
}


export interface AppMetaTable {
  key: string;
  value: string;
}

export interface Database {
  app_meta: AppMetaTable;
  customers: CustomersTable;
  sessions: SessionsTable;
}
