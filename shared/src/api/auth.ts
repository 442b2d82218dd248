import type {
  Credentials,
  CurrencyResponse,
  LoginResponse,
  RegisterInput,
  RegisterResponse,
  UserResponse,
} from '../domain';
import { apiClient } from './client';

export async function login(credentials: Credentials): Promise<LoginResponse> {
  return (await apiClient.post<LoginResponse>('/login', credentials)).data;
}

export async function register(input: RegisterInput): Promise<RegisterResponse> {
  return (await apiClient.post<RegisterResponse>('/register', input)).data;
}

export async function getUser(): Promise<UserResponse> {
  return (await apiClient.get<UserResponse>('/user')).data;
}

export async function logout(): Promise<void> {
  await apiClient.post('/logout');
}

export async function getCurrency(): Promise<CurrencyResponse> {
  return (await apiClient.get<CurrencyResponse>('/currency')).data;
}
