import {
  CurrentUserResponse,
  LoginBody,
  LoginResponse,
  RegisterBody,
  RegisterResponse,
} from '../auth';
import { endpoint } from '../endpoint';
import { MessageBody, NoBody } from '../schema-kit';

// Signing in and out: what every page's session needs, apart from the account pages' calls
// (account.ts), so the first load carries only these.
export const authEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/login',
    access: 'public',
    tag: 'auth',
    summary: 'Exchange email and password for a bearer token',
    body: LoginBody,
    response: LoginResponse,
    errors: [400, 403, 413, 422, 429],
  }),
  register: endpoint({
    method: 'POST',
    path: '/register',
    access: 'public',
    tag: 'auth',
    summary: 'Create a broker or developer account and sign it in',
    body: RegisterBody,
    response: RegisterResponse,
    status: 201,
    errors: [400, 413, 422, 429],
  }),
  getUser: endpoint({
    method: 'GET',
    path: '/user',
    access: 'signed-in',
    tag: 'auth',
    summary: 'The signed-in user and their role',
    response: CurrentUserResponse,
    errors: [401],
  }),
  logout: endpoint({
    method: 'POST',
    path: '/logout',
    access: 'signed-in',
    tag: 'auth',
    summary: 'Revoke the token used for this request',
    body: NoBody,
    response: MessageBody,
    errors: [401, 422],
  }),
};
