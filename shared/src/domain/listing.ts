import type {
  Currency,
  Furniture,
  OfferType,
  PropertyStage,
  PropertyType,
  RentalType,
} from './enums';

/** A photo of an album or floor plan; `thumb_url` is a smaller web size when the server made one. */
export interface Photo {
  id: number;
  url: string;
  thumb_url?: string;
}

export interface Album {
  id: number;
  title: string;
  photos: Photo[];
}

/** SPEC §3 Listing as shown on cards. */
export interface Listing {
  id: number;
  title: string;
  /** The API may omit it; formatting treats a missing price as 0. */
  price: number;
  /** Percent off (positive number, e.g. 15); null or 0 means no badge. */
  discount: number | null;
  currency: Currency;
  property_type: PropertyType;
  property_stage: PropertyStage | null;
  offer_type: OfferType;
  /** Any string (a RentalType normally): anything other than Long-term is displayed as daily. */
  rental_type: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  area: number | null;
  /** Address text. */
  location: string | null;
  developer_logo: string | null;
  albums: Album[];
}

export interface ListingDocument {
  id: number;
  name: string;
  url: string;
}

export interface FloorPlan {
  photos: Photo[];
}

/** The owner block of a property; `phone` and `email` are null unless the owner shows them. */
export interface ListingAgent {
  id: number;
  name: string;
  avatar_path: string | null;
  phone: string | null;
  email: string | null;
}

/** Everything the property page (/properties/{id}) needs on top of the card fields. */
export interface ListingDetail extends Listing {
  description: string | null;
  furniture: Furniture | null;
  video: string | null;
  floor_plan: FloorPlan | null;
  documents: ListingDocument[];
  amenities: Amenity[];
  latitude: number | null;
  longitude: number | null;
  developer: { id: number; title: string; logo: string | null } | null;
  project: { id: number; title: string } | null;
  agent: ListingAgent | null;
  created_at: string;
}

export interface Location {
  id: number;
  name: string;
}

export interface Amenity {
  id: number;
  name: string;
}

/** SPEC §3 Developer. `photos` only come with the developer page. */
export interface Developer {
  id: number;
  title: string;
  logo: string | null;
  main_photo: string | null;
  photos: Photo[];
}

export interface Layout {
  id: number;
  title?: string;
  photo: string | null;
}

export interface Project {
  id: number;
  title: string;
  main_photo: string | null;
  photos: Photo[];
  video: string | null;
  layouts: Layout[];
}

/** GET /api/{offerType}/options. */
export interface OptionsResponse {
  locations: Location[];
  amenities: Amenity[];
  developers: Pick<Developer, 'id' | 'title'>[];
  projects: Pick<Project, 'id' | 'title'>[];
}

export const SORT_KEYS = ['price', '-price', '-created_at', 'area', '-area'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const LISTING_VIEWS = ['list', 'map'] as const;
export type ListingView = (typeof LISTING_VIEWS)[number];

/** Inclusive [min, max]. */
export type NumberRange = readonly [number, number];

/**
 * SPEC §3 "Filter state". `null` / empty list means "not filtered"; offer_type null is "All".
 * bedrooms/bathrooms hold 1..7 where 7 stands for "7+".
 */
export interface FilterState {
  offer_type: OfferType | null;
  location_id: number | null;
  property_type: PropertyType[];
  bedrooms: number[];
  bathrooms: number[];
  area_filter: NumberRange | null;
  price_range: NumberRange | null;
  rental_type: RentalType | null;
  property_stage: PropertyStage | null;
  furniture: Furniture | null;
  amenities_filter: number[];
  developer_id: number | null;
  project_id: number | null;
  view: ListingView;
  sort: SortKey | null;
  /** Building (project) ids picked on the map; survives Reset Filters like view and sort. */
  buildings: number[];
}
