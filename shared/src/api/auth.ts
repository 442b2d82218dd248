import type { authEndpoints } from '../contract/endpoints/auth';
import type {
  Credentials,
  LoginResponse,
  RegisterInput,
  RegisterResponse,
  UserResponse,
} from '../domain';
import { endpointCaller } from './call';
import { authRoutes } from './generated/auth';

const call = endpointCaller<typeof authEndpoints>(authRoutes);

export async function login(credentials: Credentials): Promise<LoginResponse> {
  return call('login', { body: credentials });
}

export async function register(input: RegisterInput): Promise<RegisterResponse> {
  return call('register', { body: input });
}

export async function getUser(): Promise<UserResponse> {
  return call('getUser');
}

export async function logout(): Promise<void> {
  // No body at all, as before: the endpoint takes none (null is what an empty request is).
  await call('logout', { body: null });
}
