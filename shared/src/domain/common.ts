/** List responses of the API: `{ data, meta }` (ARCHITECTURE.md "API conventions"). */
export interface PageMeta {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface Paginated<T> {
  data: T[];
  meta: PageMeta;
}

/** Error body of every 4xx/5xx answer. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

/** Runtime configuration the server provides at /config.json. */
export interface RuntimeConfig {
  /** remote name (e.g. "mfe-catalog") -> URL of its mf-manifest.json */
  remotes: Record<string, string>;
  apiBase: string;
  mediaPrefix: string;
  mapsApiKey: string | null;
  ipLookupUrl: string | null;
  demo: boolean;
}
