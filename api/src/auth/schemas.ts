export {
  CurrentUserResponse,
  LoginBody,
  LoginResponse,
  REGISTER_ROLES,
  RegisterBody,
  RegisterResponse,
} from '@phuket/shared/contract';
